package policy

import "strings"

// gitSpecs are git settings that switch the project's checks off for
// good (git.skip-hooks; the same given by -c for one command is
// gitSkipsChecks'), and the other version controls' verbs that throw
// away the working copy's uncommitted changes or its untracked files, as
// git reset --hard and git clean -f do (gitCommand judges git's own):
// a revert of everything, an update that overwrites, a purge.
var gitSpecs = []spec{
	{path: "git config", value: "Ccf", long: gitValue, more: &specMore{moreChange: &moreChange{setting: gitChecksOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "git.skip-hooks", what: "git config switching the project's hooks or commit signing off"},
	{path: "hg revert", value: "rIX", long: hgValue, need: "-a --all", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg revert --all"},
	{path: "hg revert", value: "rIX", long: hgValue, operand: vcsWholeTree, unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg revert of the whole directory"},
	{path: "hg update", value: "rdt", long: hgValue, need: "-C --clean", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg update --clean"},
	{path: "hg up", value: "rdt", long: hgValue, need: "-C --clean", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg update --clean"},
	{path: "hg checkout", value: "rdt", long: hgValue, need: "-C --clean", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg checkout --clean"},
	{path: "hg co", value: "rdt", long: hgValue, need: "-C --clean", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "hg checkout --clean"},
	{path: "hg purge", value: "IX", long: hgValue, unless: purgeUnless, effect: effectExternal, rule: "git.clean", what: "hg purge"},
	{path: "hg clean", value: "IX", long: hgValue, unless: purgeUnless, effect: effectExternal, rule: "git.clean", what: "hg clean (purge)"},
	{path: "svn revert", long: svnValue, need: "-R --recursive --depth=infinity", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "svn revert --recursive"},
	// fossil clean deletes the checkout's unmanaged files; bzr (brz)
	// clean-tree its unknown ones, asking first unless --force.
	{path: "fossil clean", unless: vcsUnless, effect: effectExternal, rule: "git.clean", what: "fossil clean"},
	{path: "bzr clean-tree", need: "--force", unless: vcsUnless, effect: effectExternal, rule: "git.clean", what: "bzr clean-tree --force"},
	{path: "brz clean-tree", need: "--force", unless: vcsUnless, effect: effectExternal, rule: "git.clean", what: "brz clean-tree --force"},
	{path: "svn cleanup", long: svnValue, need: "--remove-unversioned --remove-ignored", unless: vcsUnless, effect: effectExternal, rule: "git.clean", what: "svn cleanup --remove-unversioned"},
	// Yocto's devtool reset -r (--remove-work) deletes the recipe's
	// source tree in the workspace, the edits not yet turned into
	// patches with it (devtool finish or update-recipe keep them).
	{path: "devtool reset", value: "", long: "--remove-work", need: "-r --remove-work", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "devtool reset --remove-work deleting the recipe's source tree with its uncommitted edits"},
	// History removed for good: changesets stripped with no backup
	// bundle, artifacts or patches obliterated (git's filter-branch and
	// gc --prune=now are gitCommand's).
	{path: "hg strip", value: "rB", long: hgValue, need: "--no-backup --nobackup", unless: vcsUnless, effect: effectExternal, rule: "git.history-rewrite", what: "hg strip --no-backup"},
	{path: "hg debugstrip", value: "rB", long: hgValue, need: "--no-backup --nobackup", unless: vcsUnless, effect: effectExternal, rule: "git.history-rewrite", what: "hg debugstrip --no-backup"},
	{path: "fossil purge obliterate", unless: vcsUnless, effect: effectExternal, rule: "git.history-rewrite", what: "fossil purge obliterate"},
	{path: "fossil scrub", need: "--verily", unless: vcsUnless, effect: effectExternal, rule: "git.history-rewrite", what: "fossil scrub --verily"},
	{path: "darcs obliterate", unless: "--dry-run -h --help", effect: effectExternal, rule: "git.history-rewrite", what: "darcs obliterate"},
	// Perforce's obliterate -y erases files' history from the server
	// (without -y it only reports what it would); Team Foundation
	// Version Control's destroy erases items and their history.
	{path: "p4 obliterate", value: "r", need: "-y", unless: "-n --help", effect: effectExternal, rule: "git.history-rewrite", what: "p4 obliterate -y"},
	{path: "tf destroy", win: true, long: "/collection /login /stopat", unless: "/preview /? -?", effect: effectExternal, rule: "git.history-rewrite", what: "tf destroy"},
	{path: "tf vc destroy", win: true, long: "/collection /login /stopat", unless: "/preview /? -?", effect: effectExternal, rule: "git.history-rewrite", what: "tf vc destroy"},
	// p4 revert -a reverts only the opened files left unchanged, -k
	// only their opened state, the workspace's files kept as they are:
	// no edit is lost.
	// A path ending in Perforce's ... is every file under it, at any
	// depth (//Game/Main/..., src/...): a tree's edits, as git checkout
	// -- src/ discards.
	{path: "p4 revert", value: "cC", long: "", operand: p4Tree, unless: "-n -h -a -k", effect: effectExternal, rule: "git.checkout-discard", what: "p4 revert of every opened file of a tree"},
	// p4 reconcile -w makes the workspace match the depot (what p4 clean
	// does); p4 shelve -d deletes a shelved change, the only copy of its
	// files on the server (-f: anyone's).
	{path: "p4 reconcile", value: "cm", need: "-w", unless: "-n -h", effect: effectExternal, rule: "git.clean", what: "p4 reconcile -w (p4 clean)"},
	{path: "p4 shelve", value: "ca", need: "-d", unless: "-n -h", effect: effectExternal, rule: "git.stash-drop", what: "p4 shelve -d deleting a shelved change, the only copy of its files"},
	// bzr (brz) revert keeps a backup of each file it changes (foo.~1~)
	// unless told --no-backup; with no file, the whole tree.
	{path: "bzr revert", value: "r", long: "--revision", need: "--no-backup", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "bzr revert --no-backup"},
	{path: "brz revert", value: "r", long: "--revision", need: "--no-backup", unless: vcsUnless, effect: effectExternal, rule: "git.checkout-discard", what: "brz revert --no-backup"},
	// Team Foundation Version Control's undo and Plastic SCM's cm undo
	// throw away pending changes; recursively, a tree's.
	{path: "tf undo", win: true, long: "/collection /login /workspace", need: "/recursive -recursive /r", unless: "/preview /? -?", effect: effectExternal, rule: "git.checkout-discard", what: "tf undo /recursive"},
	{path: "tf vc undo", win: true, long: "/collection /login /workspace", need: "/recursive -recursive /r", unless: "/preview /? -?", effect: effectExternal, rule: "git.checkout-discard", what: "tf vc undo /recursive"},
	{path: "cm undo", need: "-r --recursive --all -a", unless: "--help -h", effect: effectExternal, rule: "git.checkout-discard", what: "cm undo of a tree's pending changes"},
	// p4 clean deletes the workspace's files the depot does not hold
	// and restores the ones edited without being opened (git clean and
	// git checkout in one); sync -f overwrites the writable files not
	// opened. -n only lists what they would do.
	// The repository's own branches deleted on the server, at once:
	// svn delete of a URL (or ^/) naming trunk, a branch or a tag, or
	// the repository's root, is committed as it runs; p4 delete of
	// every file of a depot (submitted, for everyone); p4 depot -d and
	// p4 stream -d delete a depot or a stream itself.
	{path: "svn delete", value: "mF", long: svnValue, operand: svnBranchURL, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn del", value: "mF", long: svnValue, operand: svnBranchURL, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn remove", value: "mF", long: svnValue, operand: svnBranchURL, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn rm", value: "mF", long: svnValue, operand: svnBranchURL, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	// svn takes a log message only for what it commits at once: told
	// one (-m, -F), svn delete works on URLs, never on a working copy
	// ("Local, non-commit operations do not take a log message"). A
	// repository URL only known at run time ($REPO/trunk) is read so.
	{path: "svn delete", value: "mF", long: svnMsgValue, need: svnMessage, operand: svnBranchAt, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn del", value: "mF", long: svnMsgValue, need: svnMessage, operand: svnBranchAt, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn remove", value: "mF", long: svnMsgValue, need: svnMessage, operand: svnBranchAt, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "svn rm", value: "mF", long: svnMsgValue, need: svnMessage, operand: svnBranchAt, unless: vcsUnless, effect: effectExternal, rule: "git.push-delete", what: "svn delete of trunk, a release branch or a tag in the repository (committed at once)"},
	{path: "p4 delete", value: "cC", operand: p4WholeDepot, unless: "-n -h", effect: effectExternal, rule: "git.push-delete", what: "p4 delete of every file of the depot (deleted for everyone once submitted)"},
	{path: "p4 depot", value: "t", need: "-d", unless: "-o -h", effect: effectExternal, rule: "git.push-delete", what: "p4 depot -d deleting a depot on the server"},
	{path: "p4 stream", value: "tPc", need: "-d", unless: "-o -n -h", effect: effectExternal, rule: "git.push-delete", what: "p4 stream -d deleting a stream on the server"},
	{path: "p4 clean", unless: "-n -h", effect: effectExternal, rule: "git.clean", what: "p4 clean"},
	{path: "p4 sync", value: "m", long: "--parallel", need: "-f", unless: "-n -N -h", effect: effectExternal, rule: "git.checkout-discard", what: "p4 sync -f overwriting the writable files not opened"},
}

// gitGlobal are git's global options, before its subcommand (git -C DIR
// -c KEY=V --no-pager show …): those that take a value (git(1)); the
// others are switches. The spec search skips them before a subcommand
// word (globalOpts), and gitSplit reads the subcommand through them.
var gitGlobal = spec{path: "git", global: true, value: "Cc", long: "--attr-source --config-env --exec-path --git-dir --list-cmds --namespace --super-prefix --work-tree"}

// p4Global are Perforce's global options, before its command (p4 -p
// PORT -u USER obliterate -y …): the client, charset, directory, host,
// port, password, user, argument file and tagged output.
var p4Global = spec{path: "p4", global: true, value: "bcCdHLpPQruvxz"}

var gitChecksOff = &lazyRegexp{expr: `(?i)^(core\.hookspath=(/dev/null|nul)?|commit\.gpgsign=(false|no|off|0))$`}

// The options of hg and svn that take a value, and their dry runs; the
// operands naming the whole working copy (., ./, the root) or, for p4,
// every file of the client (//..., ...).
var (
	vcsWholeTree = &lazyRegexp{expr: `^(\.|\./|\*|\.\\)$`}
	p4WholeDepot = &lazyRegexp{expr: `^(//|\./|)\.\.\.$|^//[^/]+/\.\.\.$`}
	p4Tree       = &lazyRegexp{expr: `(^|/)\.\.\.$`}
	svnBranchAt  = &lazyRegexp{expr: `^\$\{?\w+\}?(/[^/]+)*/(trunk|branches/(release|rel|stable|main|master|prod|production|maint)[^/]*|tags/[^/]+)/?$`}
	svnBranchURL = &lazyRegexp{expr: `^(\^|(svn|svn\+ssh|https?|file)://[^/]*(/[^/]+)*)/(trunk|branches/(release|rel|stable|main|master|prod|production|maint)[^/]*|tags/[^/]+)/?$|^\^/?$`}
)

const (
	hgValue     wordList = "--config --cwd --date --exclude --include --repository --rev --tool -R"
	svnValue    wordList = "--changelist --cl --config-dir --config-option --depth --password --targets --username"
	vcsUnless   wordList = "-n --dry-run -h --help"
	purgeUnless wordList = "-p --print -n --dry-run -h --help"
	// svnBranchURL: a repository URL (or ^/, the working copy's
	// repository) naming trunk, a release or stable branch or a tag of
	// the standard layout (as git.push-delete refuses for git), or ^/,
	// the repository's root.
	// svnMessage are svn's options giving a log message, svnMsgValue
	// its options that take a value with them; svnBranchAt: a place
	// whose start is only known at run time ($URL, ${REPO}) naming
	// trunk, a release or stable branch or a tag.
	svnMessage  wordList = "-m --message -F --file"
	svnMsgValue wordList = "--changelist --cl --config-dir --config-option --depth --encoding --file --message --password --targets --username --with-revprop" // svnValue's too
)

// gitDiffSpec reads the options of git diff and git show (gitNoPatch):
// -G, -S, -O, -I and -L take a value, in the word or the next; -U, -M,
// -C, -B, -l and -X only the rest of their word, which may be empty. A
// word only known at run time is an operand (literalOpts), which
// gitNoPatch refuses to read as no patch.
var gitDiffSpec = spec{value: "GSOIL", more: &specMore{moreArgs: &moreArgs{attached: "UMCBlX"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, literalOpts: true, long: "--anchored --diff-algorithm --diff-filter --dst-prefix --find-object --ignore-matching-lines --inter-hunk-context --line-prefix --output --rotate-to --skip-to --src-prefix --word-diff-regex --ws-error-highlight"}

// gitSubs are the option grammars of the git subcommands the rules read
// (gitCommand, gitSwitchedBranch, gitRebaseDrops, gitSkipsChecks,
// inputGitAliases), as git-SUB(1) gives them: the short options (value)
// and the long ones that take a value, required, so that git takes the
// next word when the value is not in the option's word; the others are
// switches. An option whose value may be left out takes it only in its
// own word: the short ones attached (commit's -S[KEYID] and
// -u[MODE]: -uno is -u no, not -u -n -o), the long ones after =
// (--gpg-sign[=KEYID], --track[=MODE], gc's --prune[=DATE]), and so
// are switches here. A subcommand not listed reads every option as a
// switch (gitSubSpec).
var gitSubs = []spec{
	{path: "git am", value: "Cp", more: gitSigned, long: "--directory --empty --exclude --include --patch-format --quoted-cr --resolvemsg --whitespace"},
	{path: "git branch", more: gitRisky, value: "u", long: "--contains --format --merged --no-contains --no-merged --points-at --set-upstream-to --sort"},
	{path: "git checkout", more: gitRisky, value: "bB", long: "--conflict --orphan --pathspec-from-file"},
	{path: "git checkout-index", long: "--prefix --stage"},
	{path: "git cherry-pick", value: "mX", more: gitSigned, long: "--cleanup --mainline --strategy --strategy-option"},
	{path: "git clean", more: gitRisky, value: "e", long: "--exclude"},
	{path: "git clone", value: "obcju", long: gitCloneLong},
	{path: "git commit", value: "mFcCt", more: &specMore{moreArgs: &moreArgs{attached: "Su"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--author --cleanup --date --file --fixup --message --pathspec-from-file --reedit-message --reuse-message --squash --template --trailer"},
	{path: "git config", value: "f", long: "--blob --comment --default --file --type"},
	{path: "git gc", more: gitRisky},
	{path: "git grep", value: "ABCefm", long: "--after-context --before-context --context --max-count --max-depth --open-files-in-pager --threads"},
	{path: "git init", value: "b", long: "--initial-branch --object-format --ref-format --separate-git-dir --template"},
	{path: "git lfs", value: "IX", long: "--above --exclude --exclude-ref --fixup --include --include-ref --message --object-map --remote"},
	{path: "git merge", value: "mFsX", more: gitSigned, long: "--cleanup --file --into-name --message --strategy --strategy-option"},
	{path: "git prune", long: "--expire"},
	{path: "git pull", value: "sXoj", more: gitSigned, long: gitPullLong},
	{path: "git push", more: gitRisky, value: "o", long: gitPushValue},
	{path: "git read-tree", long: "--exclude-per-directory --index-output --prefix"},
	{path: "git rebase", value: "sXxC", more: gitSigned, long: "--empty --exec --onto --strategy --strategy-option --whitespace"},
	{path: "git reflog", more: gitRisky, long: "--expire --expire-unreachable"},
	{path: "git replace", long: "--format"},
	{path: "git reset", more: gitRisky, long: "--pathspec-from-file"},
	{path: "git restore", more: gitRisky, value: "s", long: "--conflict --pathspec-from-file --source"},
	{path: "git revert", value: "mX", more: gitSigned, long: "--cleanup --mainline --strategy --strategy-option"},
	{path: "git rm", long: "--pathspec-from-file"},
	{path: "git send-pack", long: gitPushValue},
	{path: "git stash", more: gitRisky, value: "m", long: "--message --pathspec-from-file"},
	{path: "git submodule", value: "bj", long: "--branch --depth --filter --jobs --name --reference"},
	{path: "git switch", more: gitRisky, value: "cC", long: "--conflict --create --force-create --orphan"},
	{path: "git update-ref", value: "m"},
}

// gitRisky marks the subcommands the git rules refuse with some of
// their options (traitRisky).
var gitRisky = &specMore{moreChange: &moreChange{trait: traitRisky}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

// gitSigned: -S[KEYID], the key attached or left out (am, cherry-pick,
// merge, pull, rebase, revert).
var gitSigned = &specMore{moreArgs: &moreArgs{attached: "S"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

// gitSubSpec returns the option grammar of git's subcommand sub
// (gitSubs): one reading every option as a switch when none is listed.
func gitSubSpec(sub string) *spec {
	for i := range gitSubs {
		if name, _ := strings.CutPrefix(gitSubs[i].path, "git "); name == sub {
			return &gitSubs[i]
		}
	}
	return &gitSwitches
}

// gitSwitches reads a subcommand's options all as switches.
var gitSwitches = spec{path: "git"}

// gitPullLong and gitCloneLong are git pull's and git clone's long
// options that take a value, read by the git rules' entries and by
// launcherSpecs' (--upload-pack runs a program).
const gitPullLong wordList = "--cleanup --deepen --depth --jobs --negotiation-tip --server-option --shallow-exclude --shallow-since --strategy --strategy-option --upload-pack"
const gitCloneLong wordList = "--branch --bundle-uri --config --depth --filter --jobs --origin --ref-format --reference --reference-if-able --separate-git-dir --server-option --shallow-exclude --shallow-since --template --upload-pack"
