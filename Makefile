all:
	echo $${GITHUB_TOKEN}
