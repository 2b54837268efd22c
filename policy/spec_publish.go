package policy

import (
	"slices"
	"strings"
)

// gradleValue and gradleLong are Gradle's options that take a value.
const gradleValue = "xPDpbcIg"

// ebDeployValue are eb deploy's long options that take a value.
const ebDeployValue wordList = "--env-group-suffix --label --message --modules --process --profile --region --source --timeout --version"

const gradleLong wordList = "--build-file --console --exclude-task --gradle-user-home --init-script --project-cache-dir --project-dir --settings-file --task"

// jfrogLong are the options of JFrog's CLI's rt subcommands that take a
// value.
var ()

const (
	jfrogLong wordList = "--access-token --ant --archive --build-name --build-number --chunk-size --comment --deb --exclude-props --exclusions --min-split --module --password --project --props --regexp-pattern --retries --server-id --source-repo --spec --spec-vars --split-count --status --sync-deletes --target-props --threads --url --user"
)

// publishSpecs are the registries and hosting services the publish rules
// of rules_publish.go do not already judge: a package or a site made
// public cannot be taken back. Dry runs and help pass (unless).
var publishSpecs = []spec{
	// Java and Kotlin: the deploy phase, Gradle's publishing tasks (not
	// publishToMavenLocal).
	{path: "mvn", value: mavenValue, long: mavenLong, operand: mavenDeploy, unless: helpUnless, effect: effectExternal, rule: "publish.maven", what: "mvn deploy of artifacts to a repository", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".java", buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mvnw", value: mavenValue, long: mavenLong, operand: mavenDeploy, unless: helpUnless, effect: effectExternal, rule: "publish.maven", what: "mvnw deploy of artifacts to a repository"},
	// release:perform -DdryRun=true checks out nothing and runs none of
	// its goals (maven-release-plugin's perform-mojo); a dryRun property
	// leaves the deploy phase's goals as they are (mvn -DdryRun=true
	// deploy deploys), so only perform's entries read it.
	{path: "mvn", value: mavenValue, long: mavenLong, operand: mavenPerform, unless: mavenDryRun, effect: effectExternal, rule: "publish.maven", what: "mvn release:perform deploying the release's artifacts"},
	{path: "mvnw", value: mavenValue, long: mavenLong, operand: mavenPerform, unless: mavenDryRun, effect: effectExternal, rule: "publish.maven", what: "mvnw release:perform deploying the release's artifacts"},
	// A task is named by what it does, a verb among its words
	// (publishReleaseBundle, appDistributionUploadRelease,
	// promoteReleaseArtifact, artifactoryPublish, bintrayUpload): its
	// build sent to a repository, a store or testers. Those that stay on
	// this machine (publishToMavenLocal) or send a build's debugging
	// files to a crash reporter (uploadCrashlyticsMappingFileRelease)
	// release nothing.
	{path: "gradle", value: gradleValue, long: gradleLong, operand: gradlePublish, more: &specMore{moreChange: &moreChange{exceptMatch: gradleKept, taskUnless: "--validate-only", compiles: &compiling{buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: "--dry-run -m --help -h", effect: effectExternal, rule: "publish.maven", what: "gradle publishing to a repository, a store or testers"},
	{path: "gradlew", value: gradleValue, long: gradleLong, operand: gradlePublish, more: &specMore{moreChange: &moreChange{exceptMatch: gradleKept, taskUnless: "--validate-only", compiles: &compiling{buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: "--dry-run -m --help -h", effect: effectExternal, rule: "publish.maven", what: "gradle publishing to a repository, a store or testers"},
	// A migration tool's plugin applying migrations (flyway:migrate,
	// liquibase:update, gradle's flywayMigrate or the Liquibase
	// plugin's update) with a property or a profile naming production
	// (-Dflyway.url=jdbc:…db.prod…, -Pprod, -PliquibaseEnv=production).
	{path: "mvn", value: mavenValue, long: mavenLong, operand: buildMigrate, codeOpts: "-D --define -P --activate-profiles", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "mvn running a database's migrations on production's"},
	{path: "mvnw", value: mavenValue, long: mavenLong, operand: buildMigrate, codeOpts: "-D --define -P --activate-profiles", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "mvnw running a database's migrations on production's"},
	{path: "gradle", value: gradleValue, long: gradleLong, operand: buildMigrate, codeOpts: "-P -D", code: prodName, unless: "--dry-run -m --help -h", effect: effectExternal, rule: "publish.deploy", what: "gradle running a database's migrations on production's"},
	{path: "gradlew", value: gradleValue, long: gradleLong, operand: buildMigrate, codeOpts: "-P -D", code: prodName, unless: "--dry-run -m --help -h", effect: effectExternal, rule: "publish.deploy", what: "gradle running a database's migrations on production's"},
	{path: "sbt", operand: sbtPublish, unless: "--help -h", effect: effectExternal, rule: "publish.maven", what: "sbt publishing to a repository"},
	// Mill's publishing tasks, a module's (foo.publish,
	// __.publishSonatypeCentral) or the external module's
	// (mill.scalalib.PublishModule/publishAll); not publishLocal,
	// publishM2Local, nor publishArtifacts (built here).
	{path: "mill", operand: millPublish, unless: helpUnless, effect: effectExternal, rule: "publish.maven", what: "mill publishing to a repository"},
	{path: "millw", operand: millPublish, unless: helpUnless, effect: effectExternal, rule: "publish.maven", what: "mill publishing to a repository"},
	{path: "lein deploy", unless: helpUnless, effect: effectExternal, rule: "publish.maven", what: "lein deploy of a jar to a repository (Clojars)"},

	// .NET and Windows.
	{path: "dotnet nuget push", value: "sk", long: "--api-key --source --symbol-source --timeout", more: &specMore{moreChange: &moreChange{localOpts: "-s --source"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.nuget", what: "dotnet nuget push of a package"},
	{path: "nuget push", ps: true, long: "-ApiKey -ConfigFile -Source -SymbolApiKey -SymbolSource -Timeout -Verbosity", more: &specMore{moreChange: &moreChange{localOpts: "-Source"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.nuget", what: "nuget push of a package"},
	{path: "choco push", long: "--api-key --key --source --timeout -k -s", more: &specMore{moreChange: &moreChange{localOpts: "--source -s"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.nuget", what: "choco push of a package"},
	// cpush is Chocolatey's shim for choco push (its docs' examples use
	// both): the same command under another name.
	{path: "cpush", long: "--api-key --key --source --timeout -k -s", more: &specMore{moreChange: &moreChange{localOpts: "--source -s"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.nuget", what: "cpush (choco push) of a package"},
	{path: "paket push", unless: helpUnless, effect: effectExternal, rule: "publish.nuget", what: "paket push of a package"},
	{path: "publish-module", unless: psWhatIf, effect: effectExternal, rule: "publish.nuget", what: "Publish-Module to the PowerShell Gallery"},
	{path: "publish-script", unless: psWhatIf, effect: effectExternal, rule: "publish.nuget", what: "Publish-Script to the PowerShell Gallery"},
	{path: "publish-psresource", unless: psWhatIf, effect: effectExternal, rule: "publish.nuget", what: "Publish-PSResource to the PowerShell Gallery"},

	// Dart, Elixir, CocoaPods.
	{path: "dart pub publish", unless: "--dry-run -n --help -h", effect: effectExternal, rule: "publish.dart", what: "dart pub publish of a package to pub.dev"},
	{path: "flutter pub publish", unless: "--dry-run -n --help -h", effect: effectExternal, rule: "publish.dart", what: "flutter pub publish of a package to pub.dev"},
	{path: "mix hex.publish", unless: "--dry-run --help", effect: effectExternal, rule: "publish.hex", what: "mix hex.publish of a package to Hex"},
	{path: "pod trunk push", unless: helpUnless, effect: effectExternal, rule: "publish.cocoapods", what: "pod trunk push of a pod to CocoaPods"},
	// A podspec pushed to a private spec repository (a git push of its
	// Specs repo): the team's pods install it; --local-only stops before
	// the push.
	{path: "pod repo push", long: "--commit-message --sources --swift-version", unless: helpUnless + " --local-only", effect: effectExternal, rule: "publish.cocoapods", what: "pod repo push of a podspec to a spec repository"},

	// Who may publish a package: an owner added, removed or the package
	// handed over (cargo owner --add, gem owner -a, mix hex.owner add,
	// pod trunk add-owner) chooses who makes every later release and
	// yank. Listing the owners (cargo owner --list, gem owner GEM, mix
	// hex.owner list) changes nothing. npm owner add is the npm rule's.
	{path: "cargo owner", value: "ar", long: "--add --index --registry --remove --token", need: "-a --add -r --remove", unless: helpUnless, effect: effectExternal, rule: "publish.cargo", what: "cargo owner changing who may publish a crate"},
	{path: "gem owner", value: "arkp", long: "--add --host --http-proxy --key --otp --remove", need: "-a --add -r --remove", unless: helpUnless, effect: effectExternal, rule: "publish.gem", what: "gem owner changing who may push a gem"},
	{path: "mix hex.owner add", long: "--level --organization", unless: helpUnless, effect: effectExternal, rule: "publish.hex", what: "mix hex.owner add of a package's owner"},
	{path: "mix hex.owner remove", long: "--organization", unless: helpUnless, effect: effectExternal, rule: "publish.hex", what: "mix hex.owner remove of a package's owner"},
	{path: "mix hex.owner transfer", long: "--organization", unless: helpUnless, effect: effectExternal, rule: "publish.hex", what: "mix hex.owner transfer of a package to another owner"},
	{path: "pod trunk add-owner", unless: helpUnless, effect: effectExternal, rule: "publish.cocoapods", what: "pod trunk add-owner of a pod's owner"},
	{path: "pod trunk remove-owner", unless: helpUnless, effect: effectExternal, rule: "publish.cocoapods", what: "pod trunk remove-owner of a pod's owner"},

	// App stores and extension marketplaces: a release reaches users'
	// machines, and a version number once used cannot be used again.
	{path: "eas submit", value: "p", long: "--id --path --platform --profile --url", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "eas submit of a build to the App Store or Google Play"},
	{path: "eas build", value: "p", long: "--message --platform --profile", need: "--auto-submit --auto-submit-with-profile", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "eas build --auto-submit to the stores"},
	// An over-the-air update reaches installed apps at their next start,
	// on the production channel or branch.
	{path: "eas update", value: "pm", long: "--branch --channel --group --input-dir --message --platform", codeOpts: "--branch --channel", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "eas update of production's installed apps"},
	{path: "anaconda upload", value: "ulcp", long: "--channel --description --label --package --package-type --summary --thumbnail --user --version", unless: helpUnless, effect: effectExternal, rule: "publish.pypi", what: "anaconda upload of a package to anaconda.org"},
	// Mozilla's add-on store: web-ext sign uploads the add-on to
	// addons.mozilla.org for review and signing (--channel listed
	// lists it there). Steam: a build uploaded from steamcmd's script,
	// set live on a branch by the build's file, or a Workshop item.
	{path: "web-ext sign", value: "sac", long: "--amo-base-url --amo-metadata --api-key --api-proxy --api-secret --api-url-prefix --approval-timeout --artifacts-dir --channel --config --id --source-dir --timeout --upload-source-code", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "web-ext sign submitting an add-on to addons.mozilla.org"},
	// An app build script whose "Preview" is "1" only logs what it
	// would upload (Steamworks' app build VDF).
	{path: "steamcmd", operand: steamUpload, more: &specMore{moreChange: &moreChange{previewFile: steamPreview}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "publish.store", what: "steamcmd uploading a build or a Workshop item to Steam"},
	{path: "steamcmd.sh", operand: steamUpload, more: &specMore{moreChange: &moreChange{previewFile: steamPreview}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "publish.store", what: "steamcmd uploading a build or a Workshop item to Steam"},
	// semgrep publish uploads rules to the Semgrep Registry (public
	// with --visibility public, the organization's otherwise): the one
	// word of semgrep's that is no search pattern (textSpecs).
	{path: "semgrep publish", long: "--registry-id --visibility", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "semgrep publish of rules to the Semgrep Registry"},
	{path: "vsce publish", value: "pt", long: "--baseContentUrl --baseImagesUrl --githubBranch --packagePath --pat --target", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "vsce publish of an extension to the Visual Studio Marketplace"},
	{path: "ovsx publish", value: "pr", long: "--packagePath --pat --registryUrl --target", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "ovsx publish of an extension to Open VSX"},
	{path: "fastlane deliver", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "fastlane deliver to the App Store"},
	// supply --validate_only true: Google Play checks the upload and
	// keeps nothing.
	{path: "fastlane supply", long: "--validate_only", unless: "--validate_only=true --validate_only=1 --help -h", effect: effectExternal, rule: "publish.store", what: "fastlane supply to Google Play"},
	{path: "fastlane pilot upload", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "fastlane pilot upload to TestFlight"},

	// Production deploys of hosting services.
	// Its bare form deploys (vercel --prod, vercel ./site --prod, vercel
	// deploy --prod); its other subcommands build here or only show
	// (vercel build --prod builds with production's settings, into
	// .vercel/output).
	{path: "vercel", value: "tASQTbem", long: vercelValue, need: "--prod --production", more: vercelManages, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "vercel deploy to production"},
	// What production serves switched to a deployment already made:
	// promoted, rolled back to, or a domain pointed at it.
	{path: "vercel promote", value: "tAS", long: vercelValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "vercel promote of a deployment to production"},
	{path: "vercel rollback", value: "tAS", long: vercelValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "vercel rollback of production to another deployment"},
	// The other hosting platforms' rollbacks move production the same
	// way: every user served an older release at once.
	{path: "heroku releases:rollback", value: "ar", long: "--app --remote", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "heroku releases:rollback of an app to another release"},
	{path: "wrangler rollback", value: "m", long: "--config --env --message --name", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "wrangler rollback of a worker's production traffic to another version"},
	{path: "wrangler versions rollback", value: "m", long: "--config --env --message --name", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "wrangler versions rollback of a worker's production traffic to another version"},
	{path: "serverless rollback", value: "rst", long: "--aws-profile --config --region --stage --timestamp", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "serverless rollback of a stage to an earlier deployment"},
	{path: "sls rollback", value: "rst", long: "--aws-profile --config --region --stage --timestamp", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "serverless rollback of a stage to an earlier deployment"},
	{path: "kamal rollback", value: "cdr", long: "--config-file --destination --hosts --roles --version", unless: "--help", effect: effectExternal, rule: "publish.deploy", what: "kamal rollback of the servers' app to another version"},
	// firebase hosting:clone SRC TARGET:live puts another channel's
	// release on the live site (TARGET:live), as a deploy does.
	{path: "firebase hosting:clone", long: "--project -P", operand: firebaseLive, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "firebase hosting:clone of a release onto the live channel"},
	{path: "vercel alias set", value: "tAS", long: vercelValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "vercel alias set pointing a domain at a deployment"},
	{path: "deployctl deploy", long: "--description --entrypoint --env --env-file --exclude --import-map --include --org --project --token", need: "--prod", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "deployctl deploy to production"},
	{path: "netlify deploy", value: "dasm", long: "--alias --auth --dir --filter --functions --message --site", need: "--prod -p --prodIfUnlocked --prod-if-unlocked", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "netlify deploy to production"},
	{path: "fly deploy", value: "ac", long: "--app --config --dockerfile --env --image --region --strategy", unless: "--help -h --build-only", effect: effectExternal, rule: "publish.deploy", what: "fly deploy of an app"},
	{path: "flyctl deploy", value: "ac", long: "--app --config --dockerfile --env --image --region --strategy", unless: "--help -h --build-only", effect: effectExternal, rule: "publish.deploy", what: "fly deploy of an app"},
	{path: "firebase deploy", long: "--except --message --only --project", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "firebase deploy to the live site"},
	// Heroku's registry: the image an app's next container:release runs,
	// as docker push's is.
	{path: "heroku container:push", value: "ar", long: "--app --arg --context-path --remote", unless: helpUnless, effect: effectExternal, rule: "publish.image", what: "heroku container:push of an image to Heroku's registry"},
	{path: "wrangler deploy", long: "--config --env --name", unless: "--dry-run --help -h", effect: effectExternal, rule: "publish.deploy", what: "wrangler deploy of a worker"},
	{path: "wrangler pages deploy", long: "--branch --commit-hash --commit-message --project-name", unless: "--help -h", effect: effectExternal, rule: "publish.deploy", what: "wrangler pages deploy of a site"},
	{path: "wrangler publish", long: "--config --env --name", unless: "--dry-run --help -h", effect: effectExternal, rule: "publish.deploy", what: "wrangler publish of a worker"},
	// A plain push is the deploy: balena push FLEET builds on balena's
	// builders and releases to every device of the fleet (a device on
	// the local network, an address, is a development push); cf push
	// replaces the app in the targeted space; upsun push and platform
	// push deploy the environment.
	{path: "balena push", value: "sRe", long: "--dockerfile --env --note --registry-secrets --release-tag --service --source", operand: balenaFleet, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "balena push of a release to a fleet's devices"},
	// An update installed on a device replaces its system: RAUC and
	// SWUpdate write the bundle or the image into the device's other slot
	// and boot it next (run on a field device over ssh, a release to it);
	// the Mender client installs an artifact the same way; balena
	// device os-update moves a fleet's device to another host OS. An
	// image checked (swupdate -c), a dry run (swupdate -n) or a bundle
	// read (rauc info) is not.
	{path: "rauc install", long: "--bundle-format --conf --handler-args --keyring --mount --override-boot-slot", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "rauc install of an update bundle (the device's system replaced at its next boot)"},
	{path: "swupdate", value: "ifklevpHdwe", long: "--config --download --hwrevision --image --key --loglevel --postupdate --preupdate --select --suricatta --webserver", need: "-i --image -d --download", unless: "-c --check -n --dry-run -h --help", effect: effectExternal, rule: "publish.deploy", what: "swupdate installing an image (the device's system replaced)"},
	{path: "mender install", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "mender install of an artifact (the device's system replaced)"},
	{path: "mender-update install", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "mender-update install of an artifact (the device's system replaced)"},
	{path: "balena device os-update", long: "--version", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "balena device os-update of a fleet device's host OS"},
	{path: "cf push", value: "fpbcikmostu", long: "--app-start-timeout --buildpack --docker-image --docker-username --endpoint --health-check-type --hostname --instance --manifest --path --stack --strategy --var --vars-file", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cf push of an app to its space"},
	{path: "upsun push", value: "pe", long: "--activate --environment --parent --project --target --type", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "upsun push deploying an environment"},
	{path: "platform push", value: "pe", long: "--activate --environment --parent --project --target --type", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "platform push deploying an environment"},
	// A bucket named as a site's domain (s3://www.example.com) is the
	// site itself, served as it is written: files copied or synced into
	// it are live at once; as is Azure's $web container, and a container
	// or a bucket's top folder named live (s3://pricedist/live/, az …
	// -d live): what production's readers pull. Copies out of it (the
	// destination local) pass.
	{path: "aws s3 cp", long: s3Value, operand: siteBucket, dest: true, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws s3 cp into a website's bucket or a live folder (live at once)"},
	{path: "aws s3 sync", long: s3Value, operand: siteBucket, dest: true, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws s3 sync into a website's bucket or a live folder (live at once)"},
	{path: "aws s3 mv", long: s3Value, operand: siteBucket, dest: true, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws s3 mv into a website's bucket or a live folder (live at once)"},
	{path: "gsutil cp", value: "hopIzZ", operand: siteBucket, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gsutil cp into a website's bucket or a live folder (live at once)"},
	{path: "gsutil rsync", value: "hopxe", operand: siteBucket, dest: true, unless: "-n --help -h", effect: effectExternal, rule: "publish.deploy", what: "gsutil rsync into a website's bucket or a live folder (live at once)"},
	{path: "gcloud storage cp", long: gcloudValue, operand: siteBucket, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gcloud storage cp into a website's bucket or a live folder (live at once)"},
	{path: "gcloud storage rsync", long: gcloudValue, operand: siteBucket, dest: true, unless: "--help --dry-run", effect: effectExternal, rule: "publish.deploy", what: "gcloud storage rsync into a website's bucket or a live folder (live at once)"},
	{path: "az storage blob upload-batch", value: "ds", long: "--account-key --account-name --auth-mode --connection-string --content-type --destination --overwrite --pattern --sas-token --source", codeOpts: "-d --destination", code: webContainer, unless: "-h --help --dryrun", effect: effectExternal, rule: "publish.deploy", what: "az storage blob upload-batch into a static website's $web container or a live one (live at once)"},
	{path: "az storage blob sync", value: "cs", long: "--account-key --account-name --auth-mode --connection-string --container --destination --pattern --sas-token --source", codeOpts: "-c --container", code: webContainer, unless: "-h --help --dryrun", effect: effectExternal, rule: "publish.deploy", what: "az storage blob sync into a static website's $web container or a live one (live at once)"},
	// JFrog's CLI: files uploaded into, or copied or moved into, a
	// release repository (its target, the last operand), and a build
	// promoted, are a release its users' builds fetch; a dry run
	// (--dry-run) sends nothing. Its rt subcommands have short names
	// (u, cp, mv, bpr).
	{path: "jf rt upload", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt upload into a release repository"},
	{path: "jf rt u", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt upload into a release repository"},
	{path: "jfrog rt upload", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt upload into a release repository"},
	{path: "jfrog rt u", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt upload into a release repository"},
	{path: "jf rt copy", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt copy into a release repository"},
	{path: "jf rt cp", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt copy into a release repository"},
	{path: "jf rt move", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt move into a release repository"},
	{path: "jf rt mv", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt move into a release repository"},
	{path: "jfrog rt copy", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt copy into a release repository"},
	{path: "jfrog rt cp", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt copy into a release repository"},
	{path: "jfrog rt move", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt move into a release repository"},
	{path: "jfrog rt mv", long: jfrogLong, operand: releaseRepo, dest: true, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt move into a release repository"},
	{path: "jf rt build-promote", long: jfrogLong, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt build-promote of a build to its target repository"},
	{path: "jf rt bpr", long: jfrogLong, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jf rt build-promote of a build to its target repository"},
	{path: "jfrog rt build-promote", long: jfrogLong, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt build-promote of a build to its target repository"},
	{path: "jfrog rt bpr", long: jfrogLong, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "jfrog rt build-promote of a build to its target repository"},
	{path: "railway up", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "railway up of a service"},
	{path: "gcloud app deploy", long: gcloudValue, unless: "--help --no-promote", effect: effectExternal, rule: "publish.deploy", what: "gcloud app deploy (promoted to serve traffic)"},
	// Migrations applied to a hosted database: the project's linked
	// one (supabase), or D1's remote one whose name says production's.
	// db push applies them to the linked project's unless told --local.
	{path: "supabase db push", value: "p", long: "--db-url --password --workdir", unless: helpUnless + " --local", effect: effectExternal, rule: "publish.deploy", what: "supabase db push of migrations to the hosted project's database"},
	{path: "supabase migration up", long: "--db-url --workdir", need: "--linked --db-url", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "supabase migration up on the hosted project's database"},
	{path: "wrangler d1 migrations apply", long: "--config --env --persist-to", need: "--remote", operand: prodNamed, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "wrangler d1 migrations apply on production's remote database"},
	{path: "gcloud run deploy", long: gcloudValue, unless: "--help --no-traffic", effect: effectExternal, rule: "publish.deploy", what: "gcloud run deploy (the new revision takes the traffic)"},
	// A service updated to another image is a deploy as run deploy is;
	// an App Engine service's traffic moved to a version, its release.
	{path: "gcloud run services update", long: gcloudValue, need: "--image", unless: "--help --no-traffic", effect: effectExternal, rule: "publish.deploy", what: "gcloud run services update --image (the new revision takes the traffic)"},
	{path: "gcloud app versions migrate", long: gcloudValue, unless: "--help", effect: effectExternal, rule: "publish.deploy", what: "gcloud app versions migrate (the service's traffic moved to that version)"},
	{path: "az webapp deploy", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "az webapp deploy to a live app"},
	// az webapp up creates the app when it must and deploys the folder
	// to it, live at once; --dryrun only says what it would do.
	{path: "az webapp up", value: "gnlp", long: "--location --logs --name --os-type --plan --resource-group --runtime --sku --subscription", unless: "--dryrun --help -h", effect: effectExternal, rule: "publish.deploy", what: "az webapp up deploying a folder to a live app"},
	// A zip or a source pushed to a live app or function app: Kudu's
	// zip deploy, a container or a repository set as its source.
	{path: "az webapp deployment source config-zip", value: "gn", long: "--name --resource-group --slot --src --subscription --timeout", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "az webapp zip deploy to a live app"},
	{path: "az functionapp deployment source config-zip", value: "gn", long: "--build-remote --name --resource-group --slot --src --subscription --timeout", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "az functionapp zip deploy to a live function app"},
	{path: "az functionapp deploy", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "az functionapp deploy to a live function app"},
	// BcContainerHelper publishes an extension into a Business Central
	// Docker container on this machine (-containerName), a developer's
	// sandbox; given an online environment's sign-in (-bcAuthContext,
	// -environment) it publishes to that tenant, production or not.
	{path: "publish-bccontainerapp", ps: true, long: bcContainerValue, need: "-bcAuthContext -environment", unless: psWhatIf, effect: effectExternal, rule: "publish.deploy", what: "Publish-BcContainerApp to a Business Central online environment"},
	{path: "publish-navcontainerapp", ps: true, long: bcContainerValue, need: "-bcAuthContext -environment", unless: psWhatIf, effect: effectExternal, rule: "publish.deploy", what: "Publish-NavContainerApp to a Business Central online environment"},
	{path: "publish-azwebapp", ps: true, long: "-ArchivePath -DefaultProfile -Name -ResourceGroupName -Slot -WebApp", unless: psWhatIf, effect: effectExternal, rule: "publish.deploy", what: "Publish-AzWebApp to a live app"},
	// msdeploy -verb:sync to another computer (computerName=, wmsvc=) is
	// a deploy to a live server; to a package or a local path it builds.
	{path: "msdeploy", win: true, long: "-declareParamFile -dest -setParam -setParamFile -skip -source -verb", need: "sync", codeOpts: "-dest", code: msdeployRemote, unless: "-whatif -?", effect: effectExternal, rule: "publish.deploy", what: "msdeploy -verb:sync to a remote server"},
	// From PowerShell, -dest:contentPath=X,computerName=Y is an array:
	// its elements reach msdeploy as words of their own (about_Parsing,
	// passing arguments to native commands), the destination's
	// computerName= an operand.
	{path: "msdeploy", win: true, long: "-declareParamFile -dest -setParam -setParamFile -skip -source -verb", need: "sync", operand: msdeployRemote, unless: "-whatif -?", effect: effectExternal, rule: "publish.deploy", what: "msdeploy -verb:sync to a remote server"},
	// robocopy SRC DST /MIR (or /PURGE) onto a share named as
	// production's (\\web-prod01\wwwroot$\site): the build mirrored
	// onto the live site, what the share has and the build lacks
	// deleted. DST is the second operand, but /XF and /XD take any number
	// of words after it: a production share on either side is read as
	// the destination, the worse reading. /L only lists.
	{path: "robocopy", win: true, long: robocopyValue, more: &specMore{moreArgs: &moreArgs{switches: robocopySwitches, destArg: 2}, moreChange: &moreChange{role: roleUncCopies | roleSystemTool, exceptMatch: uncHere}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, need: "/mir /purge", operand: prodShare, unless: "/l /?", effect: effectExternal, rule: "publish.deploy", what: "robocopy mirroring a build onto a production share"},
	// Builds that deploy: MSBuild's DeployOnBuild publishes through the
	// profile to its server (Web Deploy, a share, Azure).
	{path: "msbuild", win: true, long: "/m /p /property /t /target /v /verbosity", codeOpts: "/p /property", code: deployOnBuild, unless: "/? /help", effect: effectExternal, rule: "publish.deploy", what: "msbuild with DeployOnBuild (the build published to its server)", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".cs", buildsAlone: true}, projectRuns: runsMSBuild}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dotnet msbuild", win: true, long: "--property -p /p /property", codeOpts: "-p --property /p /property", code: deployOnBuild, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "dotnet msbuild with DeployOnBuild (the build published to its server)", more: msbuildRuns},
	{path: "dotnet build", win: true, long: "--configuration --output --property -c -o -p /p /property", codeOpts: "-p --property /p /property", code: deployOnBuild, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "dotnet build with DeployOnBuild (the build published to its server)", more: msbuildRuns},
	// dotnet publish through a publish profile named as production's
	// (-p:PublishProfile=Production): the profile's Web Deploy or zip
	// deploy sends the build to production's server; a folder profile,
	// or no profile, publishes into a local folder.
	{path: "dotnet publish", win: true, value: "cfopr", long: "--configuration --framework --output --property --runtime -c -f -o -p -r /p /property", codeOpts: "-p --property /p /property", code: prodProfile, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "dotnet publish through production's publish profile (the build sent to its server)", more: msbuildRuns},
	{path: "msbuild", win: true, long: "/m /p /property /t /target /v /verbosity", codeOpts: "/p /property", code: prodProfile, unless: "/? /help", effect: effectExternal, rule: "publish.deploy", what: "msbuild publishing through production's publish profile (the build sent to its server)"},
	// Subversion's tags are paths (tags/2.3.1), made by a copy: a copy
	// between URLs (^/trunk ^/tags/2.3.1) is committed at once, a copy
	// in the working copy by the commit of that path or of the tree
	// holding it (svnTagCommit, rules_publish.go). A commit is what git
	// push is: the tag's release pipeline runs on it.
	{path: "svn copy", value: "mFr", long: svnValue, operand: svnTagURL, dest: true, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn copy of a release tag into the repository (committed at once)"},
	{path: "svn cp", value: "mFr", long: svnValue, operand: svnTagURL, dest: true, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn copy of a release tag into the repository (committed at once)"},
	{path: "svn move", value: "mFr", long: svnValue, operand: svnTagURL, dest: true, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn move of a release tag into the repository (committed at once)"},
	{path: "svn mv", value: "mFr", long: svnValue, operand: svnTagURL, dest: true, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn move of a release tag into the repository (committed at once)"},
	{path: "svn import", value: "mF", long: svnValue, operand: svnTagURL, dest: true, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn import of a release tag into the repository (committed at once)"},
	{path: "svn commit", value: "mF", long: svnValue, operand: svnTagPath, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn commit of a release tag"},
	{path: "svn ci", value: "mF", long: svnValue, operand: svnTagPath, unless: vcsUnless, effect: effectExternal, rule: "publish.release", what: "svn commit of a release tag"},
	// git push of a release's tag (v3.0.0): the release pipeline runs
	// on it; to a deploy remote (heroku, dokku) or a production branch:
	// the host builds and serves it.
	{path: "git push", value: "oCc", long: gitPushValue, operand: releaseTag, unless: "-n --dry-run -h --help", effect: effectExternal, rule: "publish.release", what: "git push of a release tag (the release pipeline runs on it)"},
	// --tags (or a refspec of every tag) pushes each local tag, a
	// release's among them.
	{path: "git push", value: "oCc", long: gitPushValue, need: "--tags", unless: "-n --dry-run -h --help", effect: effectExternal, rule: "publish.release", what: "git push --tags of every local tag, a release's among them (the release pipeline runs on it)"},
	{path: "git push", value: "oCc", long: gitPushValue, operand: deployRemote, unless: "-n --dry-run -h --help", effect: effectExternal, rule: "publish.deploy", what: "git push to a deploy remote or a production branch (the host builds and serves it)"},
	{path: "sam deploy", long: "--config-env --config-file --profile --region --s3-bucket --stack-name --template-file", need: "--no-confirm-changeset", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "sam deploy without confirming the change set"},
	{path: "snapcraft upload", long: "--release", need: "--release", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "snapcraft upload released to a channel of the Snap Store"},
	{path: "snapcraft promote", long: "--from-channel --to-channel", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "snapcraft promote of a revision to a channel of the Snap Store"},
	{path: "snapcraft release", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "snapcraft release to a channel of the Snap Store"},
	// Elastic Beanstalk: the environment is the operand (the branch's
	// default one when none is named: the worst reading, production's);
	// eb swap exchanges two environments' CNAMEs, what serves the
	// production name then the other's build.
	{path: "eb deploy", value: "lm", long: ebDeployValue, more: &specMore{moreChange: &moreChange{stageOperand: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "eb deploy of an environment"},
	{path: "eb swap", value: "n", long: "--destination_name --profile --region", more: &specMore{moreChange: &moreChange{stageOperand: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "eb swap of two environments' CNAMEs (what the production name serves switched)"},
	// serverless deploy --package DIR deploys a package built before
	// (it skips only the build): no dry run.
	{path: "serverless deploy", value: "cfprs", long: "--aws-profile --config --function --package --region --stage", unless: "--help -h --noDeploy", effect: effectExternal, rule: "publish.deploy", what: "serverless deploy"},
	{path: "sls deploy", value: "cfprs", long: "--aws-profile --config --function --package --region --stage", unless: "--help -h --noDeploy", effect: effectExternal, rule: "publish.deploy", what: "serverless deploy"},
	// serverless deploy list [functions] lists the stage's deployments
	// (and each function's versions): a read of what was deployed.
	{path: "serverless deploy list"},
	{path: "sls deploy list"},
	{path: "surge", unless: helpUnless, operand: anyWord, effect: effectExternal, rule: "publish.deploy", what: "surge publishing a site"},
	// electron-builder builds the app's installers; its --publish
	// (-p) policy uploads them as a release: always, onTag,
	// onTagOrDraft, or a value only known at run time ("$MODE"), any of
	// them; never keeps them here, as does no --publish (a local
	// build). A value given twice counts each time (yargs keeps both).
	// Its publish subcommand uploads the files it is given.
	{path: "electron-builder", value: "pc", long: "--config --pd --prepackaged --project --projectDir --publish", codeOpts: "-p --publish", code: anyWord, more: &specMore{moreChange: &moreChange{except: "never"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: "-h --help", effect: effectExternal, rule: "publish.deploy", what: "electron-builder --publish uploading the build as a release"},
	{path: "electron-builder publish", value: "fvpc", long: "--config --files --policy --version", unless: "-h --help", effect: effectExternal, rule: "publish.deploy", what: "electron-builder publish of release files"},
	// Registries of other languages and systems, reached by their own
	// tools: Hackage (stack upload; --candidate is not yet public),
	// lib.haxe.org, a Launchpad PPA or the Debian archive (dput), the
	// winget and Homebrew registries (a pull request their bots merge).
	{path: "stack upload", long: "--pvp-bounds --stack-root --stack-yaml --work-dir", unless: "--candidate --help -h", effect: effectExternal, rule: "publish.release", what: "stack upload of a package to Hackage"},
	{path: "haxelib submit", unless: helpUnless, effect: effectExternal, rule: "publish.release", what: "haxelib submit of a library to lib.haxe.org"},
	{path: "dput", value: "cfH", long: "--config --delayed --host", operand: anyWord, unless: "-s --simulate -h --help -H --host-list", effect: effectExternal, rule: "publish.release", what: "dput of a package upload to an archive or a PPA"},
	{path: "dupload", value: "c", long: "--configfile --to", operand: anyWord, unless: "-n --no --help", effect: effectExternal, rule: "publish.release", what: "dupload of a package upload to an archive"},
	{path: "wingetcreate submit", long: "--prtitle --token -t", unless: helpUnless, effect: effectExternal, rule: "publish.release", what: "wingetcreate submit of a manifest to the winget registry"},
	{path: "wingetcreate new", long: "--out --prtitle --token -o -t", need: "--submit -s", unless: helpUnless, effect: effectExternal, rule: "publish.release", what: "wingetcreate new --submit of a manifest to the winget registry"},
	{path: "wingetcreate update", long: "--out --prtitle --token --urls --version -o -t -u -v", need: "--submit -s", unless: helpUnless, effect: effectExternal, rule: "publish.release", what: "wingetcreate update --submit of a manifest to the winget registry"},
	{path: "brew bump-formula-pr", unless: "--dry-run -n --write-only --help -h", effect: effectExternal, rule: "publish.release", what: "brew bump-formula-pr opening a pull request to a Homebrew tap"},
	{path: "brew bump-cask-pr", unless: "--dry-run -n --write-only --help -h", effect: effectExternal, rule: "publish.release", what: "brew bump-cask-pr opening a pull request to a Homebrew tap"},
	// Hubs of data and models: a new version of a dataset or a model,
	// a notebook pushed (public when its metadata says so).
	{path: "kaggle datasets version", value: "pmr", long: "--dir-mode --message --path", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "kaggle datasets version of a dataset on Kaggle"},
	{path: "kaggle kernels push", value: "pt", long: "--path --timeout", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "kaggle kernels push of a notebook to Kaggle"},
	{path: "kaggle models instances versions create", value: "pn", long: "--dir-mode --path --version-notes", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "a model version published on Kaggle"},
	// Open-data portals (CKAN): ckanapi calls an action of the portal's
	// API by name; one that makes or changes a dataset, a resource, an
	// organization or what it serves (package_create, resource_update,
	// datastore_upsert, bulk_update_public) is live on the portal at
	// once, public unless the dataset is private (private=true); one that
	// deletes or purges takes it back from everyone who reads it. ckanapi
	// load makes or updates every record of a file. The actions that
	// show, list or search only read.
	{path: "ckanapi action", value: ckanapiValue, long: ckanapiLong, operand: ckanChange, unless: ckanPrivate, effect: effectExternal, rule: "publish.store", what: "ckanapi action publishing or changing a dataset on an open-data portal"},
	{path: "ckanapi action", value: ckanapiValue, long: ckanapiLong, operand: ckanDelete, unless: helpUnless, effect: effectExternal, rule: "publish.retract", what: "ckanapi action deleting or purging what an open-data portal publishes"},
	{path: "ckanapi load", value: ckanapiValue, long: ckanapiLong, unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "ckanapi load of datasets, groups or organizations into an open-data portal"},
	// Game stores: Epic's BuildPatchTool uploads a build or labels it
	// (Live) for players; GOG's pipeline builder uploads one.
	{path: "buildpatchtool", longDash: true, long: "-mode", codeOpts: "-mode", code: epicUpload, unless: "-help", effect: effectExternal, rule: "publish.store", what: "BuildPatchTool uploading or labelling a build on the Epic Games Store"},
	{path: "goggalaxypipelinebuilder build-game", unless: helpUnless, effect: effectExternal, rule: "publish.store", what: "GOG's pipeline builder uploading a build to GOG"},
	// Over-the-air patches reach installed apps at their next start.
	{path: "shorebird patch", unless: "--dry-run -n --staging --help -h", effect: effectExternal, rule: "publish.store", what: "shorebird patch of installed apps over the air"},
	// Online schema changes: a dry run unless told --execute, then the
	// live table altered (they are made for production's tables).
	{path: "gh-ost", need: "--execute", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gh-ost --execute altering a live table"},
	{path: "pt-online-schema-change", need: "--execute", unless: "--dry-run --help", effect: effectExternal, rule: "publish.deploy", what: "pt-online-schema-change --execute altering a live table"},
	// DNS as code applied to the live zones.
	{path: "octodns-sync", need: "--doit", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "octodns-sync --doit applying DNS changes to the live zones"},
	{path: "dnscontrol push", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "dnscontrol push of DNS changes to the live zones"},
	// Files copied onto a production server's web root (a host named
	// as production's, a path a web server serves: /var/www,
	// public_html, htdocs, wwwroot) are live at once: a deploy by hand.
	{path: "scp", value: scpValue, operand: prodWebRoot, dest: true, unless: "-h", effect: effectExternal, rule: "publish.deploy", what: "scp of files onto a production server's web root (live at once)", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rsync", value: rsyncValue, long: rsyncLong, operand: prodWebRoot, dest: true, unless: "-n --dry-run --help", effect: effectExternal, rule: "publish.deploy", what: "rsync of files onto a production server's web root (live at once)", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleFetchesURL | roleDataWords, trait: traitGlobbed | traitStartsTail}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The same onto a production server's share of its web root
	// (\\web-prod-01\wwwroot$\shop): xcopy, copy, Copy-Item, robocopy
	// without /MIR (with it, the rule above).
	{path: "xcopy", win: true, operand: prodWebShare, dest: true, unless: "/? /l", effect: effectExternal, rule: "publish.deploy", what: "xcopy of files onto a production server's web root share (live at once)", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "robocopy", win: true, operand: prodWebShare, more: &specMore{moreChange: &moreChange{exceptMatch: uncHere}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: "/l /?", effect: effectExternal, rule: "publish.deploy", what: "robocopy of files onto a production server's web root share (live at once)"},
	{path: "copy-item", ps: true, long: "-Credential -Destination -Exclude -Filter -FromSession -Include -LiteralPath -Path -ToSession", more: &specMore{moreArgs: &moreArgs{pathOpts: "-Path -LiteralPath -Destination"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, operand: prodWebShare, dest: true, unless: psWhatIf, effect: effectExternal, rule: "publish.deploy", what: "Copy-Item of files onto a production server's web root share (live at once)"},
	// Steps named like a release that stay on this machine: an OTP
	// release assembled under _build (mix release, rebar3 release);
	// Foundry's tests, a chain they fork only read (forge test
	// --fork-url $MAINNET_RPC --match-test testUpgrade).
	{path: "mix release", local: true},
	// Phoenix's generated alias (mix.exs of every new project): assets
	// minified and digested into priv/static for a release to carry.
	{path: "mix assets.deploy", local: true},
	// Laravel's publish commands copy a package's files (configuration,
	// views, assets, migrations, stubs) into the project (vendor:publish,
	// lang:publish, livewire:publish).
	{path: "php artisan *:publish", local: true},
	{path: "php* artisan *:publish", local: true},
	{path: "rebar3 release", local: true, more: rebarRuns},
	{path: "forge test", local: true},
	// A batch scheduler's release lets a held job of its queue start
	// (Slurm's scontrol release JOBID, HTCondor's condor_release): the
	// pair of hold, nothing published.
	{path: "scontrol release", local: true},
	{path: "condor_release", local: true},
	// Blockchains: a contract deployed or a transaction sent to a
	// public chain's main network is final, seen by everyone and paid
	// for with real money; to a chain on this machine (anvil, hardhat's
	// own) or a test network (sepolia, devnet) it is a rehearsal
	// (chainTarget). forge script only simulates without --broadcast
	// (--resume sends what a broadcast left); forge create, cast send
	// and cast publish send. A tool with no spec here (solana program
	// deploy --url mainnet-beta, truffle migrate --network mainnet) is
	// read by its words (vocab.go: mainnet is production).
	{path: "forge create", value: "re", long: forgeValue, more: &specMore{moreChange: &moreChange{chain: &foundryChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "forge create of a contract on a public chain"},
	{path: "forge script", value: "fs", long: forgeValue, need: "--broadcast --resume", more: &specMore{moreChange: &moreChange{chain: &forgeScriptChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "forge script --broadcast of transactions to a public chain"},
	{path: "cast send", value: "re", long: forgeValue, more: &specMore{moreChange: &moreChange{chain: &foundryChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cast send of a transaction to a public chain"},
	{path: "cast publish", value: "re", long: forgeValue, more: &specMore{moreChange: &moreChange{chain: &foundryChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cast publish of a signed transaction to a public chain"},
	{path: "hardhat run", long: hardhatValue, more: &specMore{moreChange: &moreChange{chain: &hardhatChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "hardhat run of a script against a public chain (its transactions sent)"},
	{path: "hardhat deploy", long: hardhatValue, more: &specMore{moreChange: &moreChange{chain: &hardhatChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "hardhat deploy of contracts to a public chain"},
	{path: "hardhat ignition deploy", long: hardhatValue, more: &specMore{moreChange: &moreChange{chain: &hardhatChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "hardhat ignition deploy of contracts to a public chain"},
	// Bitcoin Core's RPC client and those of its forks (Litecoin,
	// Dogecoin) talk to the main network unless told another chain
	// (-chain=, -testnet, -signet, -regtest): a send RPC there
	// (sendtoaddress, sendmany, send, sendall, sendrawtransaction,
	// bumpfee's replacement) moves real coins for good, whichever
	// wallet -rpcwallet names.
	{path: "bitcoin-cli send*", longDash: true, more: &specMore{moreChange: &moreChange{chain: &bitcoinChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: bitcoinUnless, effect: effectExternal, rule: "publish.deploy", what: "bitcoin-cli sending a transaction on the main network (coins moved for good)"},
	{path: "bitcoin-cli bumpfee", longDash: true, more: &specMore{moreChange: &moreChange{chain: &bitcoinChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: bitcoinUnless, effect: effectExternal, rule: "publish.deploy", what: "bitcoin-cli sending a transaction on the main network (coins moved for good)"},
	{path: "litecoin-cli send*", longDash: true, more: &specMore{moreChange: &moreChange{chain: &bitcoinChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: bitcoinUnless, effect: effectExternal, rule: "publish.deploy", what: "litecoin-cli sending a transaction on the main network (coins moved for good)"},
	{path: "dogecoin-cli send*", longDash: true, more: &specMore{moreChange: &moreChange{chain: &bitcoinChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: bitcoinUnless, effect: effectExternal, rule: "publish.deploy", what: "dogecoin-cli sending a transaction on the main network (coins moved for good)"},
	// Solana's program accounts: closed, a program's address can never
	// be deployed again (its lamports reclaimed); its upgrade authority
	// set --final, it can never be upgraded or fixed again. The cluster
	// is --url/-u (a moniker, a name or an RPC URL) or the CLI's config
	// file's, out of view: read as the main network (solanaChain).
	{path: "solana program close", value: "ukC", long: solanaValue, more: &specMore{moreChange: &moreChange{chain: &solanaChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "solana program close on a public chain (the program gone, its address never deployable again)"},
	{path: "solana program set-upgrade-authority", value: "ukC", long: solanaValue, need: "--final", more: &specMore{moreChange: &moreChange{chain: &solanaChain}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "solana program set-upgrade-authority --final on a public chain (the program never upgradable again)"},
	// Splunk's cluster managers push a configuration bundle to every
	// member (apply shcluster-bundle to a search head cluster, apply
	// cluster-bundle to the indexers, restarting them when it must);
	// reload deploy-server sends the deployment server's apps to every
	// forwarder. validate cluster-bundle only checks.
	{path: "splunk apply shcluster-bundle", longDash: true, long: splunkValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "splunk apply shcluster-bundle pushing configuration to every search head"},
	{path: "splunk apply cluster-bundle", longDash: true, long: splunkValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "splunk apply cluster-bundle pushing configuration to every indexer"},
	{path: "splunk reload deploy-server", longDash: true, long: splunkValue, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "splunk reload deploy-server sending its apps to every forwarder"},
	{path: "gh-pages", value: "dbrme", long: "--branch --dest --dist --message --repo", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gh-pages publishing a site"},
	// JReleaser's steps that send (jreleaser.org's CLI reference):
	// announce posts the release to its channels (a tweet, a Slack or a
	// Discord message, a mail), upload sends the artifacts to the
	// uploaders configured; release, publish and deploy are the
	// vocabulary's. --dry-run only reports.
	{path: "jreleaser announce", unless: "--dry-run -h --help", effect: effectExternal, rule: "publish.broadcast", what: "jreleaser announce posting the release to its channels"},
	{path: "jreleaser upload", unless: "--dry-run -h --help", effect: effectExternal, rule: "publish.release", what: "jreleaser upload of the release's artifacts"},
	// azd up is azd provision then azd deploy (Azure Developer CLI's
	// docs): the app's code deployed, as azd deploy deploys it (the
	// vocabulary's deploy verb); up alone is too weak a word to say so.
	{path: "azd up", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "azd up (the app's Azure resources provisioned and its code deployed)"},
	// ghp-import commits a built site into the gh-pages branch; -p
	// pushes it, what GitHub Pages serves.
	{path: "ghp-import", value: "bcmrx", long: "--branch --cname --message --prefix --remote", need: "-p --push", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "ghp-import pushing a site to the branch GitHub Pages serves"},
}

var (
	millPublish = &lazyRegexp{expr: `^(\S*[./])?(publish|publishAll|publishSigned|publish(All)?(To)?Sonatype\w*)$`}
	sbtPublish  = &lazyRegexp{expr: `(^|[\s;])[+]?(publish|publishSigned|sonatypeRelease|sonatypeBundleRelease|sonatypeReleaseAll|releaseEarly|ci-release)(\s|;|$)`}
	// mavenDeploy: the deploy phase, or a plugin's goal named by what it
	// sends (deploy:deploy-file, release:perform, jreleaser:full-release,
	// appengine:deploy, dockerfile:push), or jib's build (pushed).
	mavenDeploy = &lazyRegexp{expr: `^(deploy|[\w.-]+:([\w.-]+:)*(deploy|deploy-file|release|full-release|publish|push|upload|promote|distribute)|(com\.google\.cloud\.tools:jib-maven-plugin:(\S+:)?|jib:)build)$`}
	// mavenPerform: a plugin's perform goal (release:perform, the
	// release plugin's full name:VERSION:perform), which runs the
	// release's goals (deploy) unless told -DdryRun (mavenDryRun).
	mavenPerform  = &lazyRegexp{expr: `^[\w.-]+:([\w.-]+:)*perform$`}
	gradlePublish = &lazyRegexp{expr: `^(.*:)?((publish|upload|deploy|promote|distribute)([A-Z0-9]\w*)?|release|[a-z]\w*(Publish|Upload|Deploy|Promote|Distribute)([A-Z0-9]\w*)?|closeAndReleaseSonatypeStagingRepository|jreleaser(Full|AutoConfig)?Release|jreleaserAnnounce|jib)$`}
	// (JReleaser's Gradle tasks are named as its Maven goals are:
	// jreleaserFullRelease is jreleaser:full-release; jreleaserConfig,
	// jreleaserAssemble and the like only prepare.)
	// gradleKept: of a task's path, its name (after the last :) read
	// alone, so that a project's name (:coreMapping:publish) or a
	// repository's (…PublicationToSymbolsRepository) keeps nothing.
	gradleKept = &lazyRegexp{expr: `(^|:)(publish\w*Local|(upload|[a-z]\w*Upload)\w*(Mapping|Symbol|Proguard|Dsym)\w*)$`}
	anyWord    = &lazyRegexp{expr: `.`}
	// ckanChange and ckanDelete: a CKAN API action that makes or changes
	// what the portal serves, and one that deletes or purges it (not
	// *_show, *_list, *_search, *_autocomplete).
	ckanChange = &lazyRegexp{expr: `^(\w+_(create|update|patch|revise|upsert|reorder|invite)|bulk_update_(public|private))$`}
	ckanDelete = &lazyRegexp{expr: `^(\w+_(delete|purge)|bulk_update_delete)$`}
	// buildMigrate: a migration tool's goal or task that applies
	// migrations (flyway:migrate, liquibase:update, flywayMigrate,
	// the Liquibase Gradle plugin's update).
	buildMigrate = &lazyRegexp{expr: `^([\w.-]+:)*((flyway|liquibase)[\w.-]*:(migrate|update\w*)|:?(flywayMigrate|update|updateToTag|updateCount))$`}
	// siteBucket: a bucket named as a site's domain (www.…, or a name
	// ending in a top-level domain), or a bucket's top folder named
	// live, s3:// or gs://.
	// releaseRepo matches a repository's path whose first part names
	// releases or production (libs-release-local/…, releases/, prod-npm),
	// not snapshots, staging or a dev repository.
	releaseRepo = &lazyRegexp{expr: `(?i)^[a-z0-9._-]*(^|[-_.])(release|releases|prod|production|stable|ga)([-_.][a-z0-9._-]*)?(/|$)`}
	siteBucket  = &lazyRegexp{expr: `(?i)^(?:s3|gs)://(?:www\.[a-z0-9.-]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|ai|site|info|biz|me|us|uk|de|fr|eu|tech|cloud|xyz|page|blog|shop|store)|[a-z0-9._-]+/live)(?:/|$)`}
	// webContainer: Azure Storage's static website container, or a
	// container named live (its folders after it).
	webContainer = &lazyRegexp{expr: `(?i)^(\$web|live(/.*)?)$`}
	// balenaFleet: a fleet's name (or ORG/FLEET), not a device's address
	// on the local network (192.168.1.5, mydevice.local).
	balenaFleet   = &lazyRegexp{expr: `^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)?$`}
	deployOnBuild = &lazyRegexp{expr: `(?i)(^|;)deployonbuild=true\b`}
	// prodProfile matches a publish profile named as production's
	// (PublishProfile=Production, =shop-prod, =Live.pubxml).
	prodProfile = &lazyRegexp{expr: `(?i)(^|;)publishprofile=([^;]*[^a-z0-9;])?(production|live|prd|prod[0-9]*)([^a-z0-9;][^;]*)?(;|$)`}
	// releaseTag: a version's tag (v3.0.0, refs/tags/1.2.0-rc1), or
	// every tag (refs/tags/*, refs/tags/*:refs/tags/*).
	releaseTag = &lazyRegexp{expr: `^\+?((refs/tags/)?v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.-]+)?|refs/tags/\*(:refs/tags/\*)?)$`}
	// deployRemote: a remote that is a host's deploy or a registry's
	// (aur: the Arch User Repository builds from it), or a production
	// branch pushed to (main:production). A platform that builds and
	// serves what is pushed to it names its remote in its documentation
	// (git remote add heroku, dokku, gigalixir, scalingo, clever, azure,
	// piku, platform, upsun, aptible), perhaps with production after it
	// (heroku-prod), or is told by the remote's address (git.heroku.com,
	// dokku@HOST, *.scm.azurewebsites.net, clever-cloud.com,
	// scalingo.com, gigalixir.com, piku@HOST, git.*.platform.sh,
	// aptible.com); a remote named deploy is a server's deploy hook.
	deployRemote = &lazyRegexp{expr: `(?i)^((heroku|dokku|gigalixir|scalingo|clever|clever-cloud|azure|piku|platform|upsun|aptible)([-_](prod|production|live))?|deploy|aur|production|prod|live|\S*aur\.archlinux\.org\S*|(\S*:)?(refs/heads/)?(production|prod|live)|\S*(git\.heroku\.com|dokku@|piku@|\.scm\.azurewebsites\.net|clever-cloud\.com|scalingo\.com|gigalixir\.com|\.platform\.sh|aptible\.com)\S*)$`}
	// svnTagURL: a tag in a repository's URL (^/tags/2.3.1,
	// https://svn.acme.io/repo/tags/2.3.1); svnTagPath: a tag, or the
	// tags, in a working copy.
	svnTagURL  = &lazyRegexp{expr: `^(\^|[a-z+]+://\S*)/tags/[^/]+/?$`}
	svnTagPath = &lazyRegexp{expr: `(^|[/\\])tags([/\\][^/\\]+)?[/\\]?$`}
	// prodShare: a share of another machine (\\HOST\SHARE, //HOST/SHARE)
	// whose host or path names production (web-prod01, prd, live);
	// uncHere: a share of this machine, a device path (\\?\, \\.\).
	prodShare = &lazyRegexp{expr: `(?i)^(\\\\|//)(.*[^a-z0-9])?(prod|prd|production|live)[0-9]*([^a-z0-9].*)?$`}
	uncHere   = &lazyRegexp{expr: `(?i)^(\\\\|//)(localhost|127\.[0-9.]+|\?|\.|wsl\$|wsl\.localhost)[\\/]`}
	// msdeployRemote: a destination on another computer.
	msdeployRemote = &lazyRegexp{expr: `(?i)(computerName|wmsvc)=`}
)

const (
	// splunkValue are the splunk CLI's options that take a value.
	splunkValue wordList = "-auth -class -preserve-lookups -push-default-apps -target -timeout -uri"
	psWhatIf    wordList = "-WhatIf -wi -?"
	// bcContainerValue are the parameters of BcContainerHelper's
	// Publish-BcContainerApp that take a value.
	bcContainerValue wordList = "-PublisherAzureActiveDirectoryTenantId -appDotNetPackagesFolder -appFile -bcAuthContext -containerName -credential -environment -language -replaceDependencies -scope -syncMode -tenant"
	// s3Value are the value options of aws s3's cp, sync and mv.
	s3Value wordList = "--acl --cache-control --color --content-disposition --content-encoding --content-language --content-type --endpoint-url --exclude --expected-size --expires --grants --include --metadata --metadata-directive --output --page-size --profile --query --region --source-region --sse --sse-c --sse-kms-key-id --storage-class --website-redirect"
	// gitPushValue are the options of git and of git push (and
	// send-pack) that take a value (with -C and -c, git's own, before
	// push); --recurse-submodules requires its mode.
	gitPushValue wordList = "--exec --exec-path --git-dir --namespace --push-option --receive-pack --recurse-submodules --repo --work-tree"
)

// The chains of Foundry's and Hardhat's commands (chainTarget), and
// their options that take a value.
var (
	foundryChain     = chainTarget{opts: "-r --rpc-url", env: "ETH_RPC_URL"}
	forgeScriptChain = chainTarget{opts: "-f --fork-url --rpc-url", env: "ETH_RPC_URL"}
	hardhatChain     = chainTarget{opts: "--network", env: "HARDHAT_NETWORK"}
	// bitcoinChain: -chain names the network (main, test, testnet4,
	// signet, regtest); without it, the main network. bitcoinUnless:
	// the switches for the others, and help.
	bitcoinChain = chainTarget{opts: "-chain", public: true, monikers: "main=mainnet test=testnet testnet4=testnet"}
	// solanaChain: -u takes the cluster's moniker too (m, d, t, l:
	// mainnet-beta, devnet, testnet, localhost).
	solanaChain = chainTarget{opts: "-u --url", public: true, monikers: "m=mainnet-beta d=devnet t=testnet l=localhost"}
)

const (
	bitcoinUnless wordList = "-testnet -testnet4 -signet -regtest -help -? help"
	solanaValue   wordList = "--authority --buffer --commitment --config --fee-payer --keypair --max-len --new-upgrade-authority --output --program-id --recipient --upgrade-authority --url --with-compute-unit-price --ws"
	forgeValue    wordList = "--account --blob-gas-price --block --chain --chain-id --config-path --contracts --create2-deployer --delay --etherscan-api-key --fork-block-number --fork-url --from --gas-limit --gas-price --hardware-wallet --keystore --mnemonic --mnemonic-index --nonce --password --password-file --priority-gas-price --private-key --private-keys --retries --root --rpc-url --sender --sig --slow --target-contract --tc --timeout --value --verifier --verifier-url"
	hardhatValue  wordList = "--config --deploy-scripts --deployment-id --export --export-all --gasprice --network --parameters --tags"
)

// prodWebShare matches a share of a host named as production's whose
// path is one a web server serves (\\web-prod-01\wwwroot$\shop,
// //iis-prd/inetpub/site).
var prodWebShare = &lazyRegexp{expr: `(?i)^(\\\\|//)[^\\/]*(prod|prd|production|live)[^\\/]*[\\/](.*[\\/])?(wwwroot\$?|inetpub|htdocs|public_html|www)([\\/]|$)`}

// prodWebRoot matches a destination on another machine whose host is
// named as production's (a label prod, production, prd or live, a
// number after it: prod1.acme.com, web-prod01) or is the public site
// itself (www.acme.com), and whose path is one a web server serves
// ([USER@]HOST:PATH).
var prodWebRoot = &lazyRegexp{expr: `(?i)^([^/:@]+@)?(www\d*([.-][a-z0-9-]+)+|([a-z0-9-]+[.-])*(prod|production|prd|live)\d*([.-][a-z0-9-]+)*):(.*/)?(var/www|srv/www|srv/http|public_html|htdocs|wwwroot|usr/share/nginx/html)(/|$)`}

// prodNamed matches a name one of whose parts names production
// (shop-prod, prod_db, production).
// firebaseLive matches a Firebase Hosting channel that is a site's live
// one (SITE_ID:live; SITE_ID alone is its live channel).
var firebaseLive = &lazyRegexp{expr: `(?i)^[a-z0-9-]+(:live)?$`}

var prodNamed = &lazyRegexp{expr: `(?i)(^|[^a-z])(prod|prd|production|live)([^a-z]|$)`}

// epicUpload are BuildPatchTool's modes that send a build to the Epic
// Games Store or make one live.
var epicUpload = &lazyRegexp{expr: `(?i)^(UploadBinary|LabelBinary|CopyBinary)$`}

// steamPreview matches an app build script's preview setting
// ("Preview" "1"), its value the group; keys compared ignoring case as
// Steam reads them.
var steamPreview = &lazyRegexp{expr: `(?im)^\s*"preview"\s+"([^"]*)"`}

// steamUpload are steamcmd's commands that upload to Steam.
var steamUpload = &lazyRegexp{expr: `(?i)^\+(run_app_build(_http)?|workshop_build_item|set_app_build_live|build_app)$`}

// A chainTarget says how a blockchain's tool is told the network it
// sends to: opts name its RPC endpoint or the network (forge --rpc-url,
// hardhat --network, solana --url), env the variables read when no
// option is given (ETH_RPC_URL, HARDHAT_NETWORK); with neither, public
// says whether the tool's default is a main network (it is not for
// forge and cast, whose default is localhost:8545, nor for hardhat,
// whose default is its own chain in the process).
type chainTarget struct {
	opts, env wordList
	public    bool
	// monikers are the short names an option takes for a network,
	// each as SHORT=FULL (a literal list: no work at start-up).
	monikers wordList
}

// publicIn reports whether the chain p's options, the command's
// assignments or the input's (env) name is a public main network
// (publicChain).
func (t *chainTarget) publicIn(p parsed, assigns, env []string) bool {
	if vs := p.valuesOf(t.opts); len(vs) > 0 {
		return slices.ContainsFunc(vs, func(v string) bool {
			v = strings.Trim(v, `"'`)
			for m := range t.monikers.all() {
				if short, full, _ := strings.Cut(m, "="); v == short {
					v = full
				}
			}
			return publicChain(v)
		})
	}
	for _, list := range [2][]string{assigns, env} {
		for i := len(list) - 1; i >= 0; i-- {
			if n, v, ok := strings.Cut(list[i], "="); ok && t.env.has(n) {
				return publicChain(v)
			}
		}
	}
	return t.public
}

// publicChain reports whether v, a network's name or an RPC endpoint
// (a URL, or a variable holding one: $MAINNET_RPC_URL), is a public
// chain's main network: named so (mainnet, mainnet-beta), or not named
// as a test network or a chain on this machine (sepolia, devnet,
// anvil, localhost:8545). The worst reading of a remote endpoint or a
// network's name the guard does not know (polygon, $RPC_URL) is a main
// network: a chain's test networks carry their names.
func publicChain(v string) bool {
	low := strings.ToLower(strings.Trim(v, `"'`))
	if u, ok := readURL(low); ok && loopbackHost(u.hostPort()) {
		return false
	}
	if host, _, _ := strings.Cut(low, "/"); loopbackHost(host) {
		return false // 127.0.0.1:8545
	}
	prod, test := false, false
	for w := range nameWordSeq(v) {
		// polygonAmoy, baseSepolia: a network's name in camel case.
		prod = prod || prodWords.has(w)
		test = test || nonProdWord(w)
	}
	return prod || !test
}

// subAliases are the short names a tool's documentation gives its
// subcommands (drush's aliases: cim is config:import, pmu is
// pm:uninstall): the vocabulary reads the name they stand for, as the
// tool runs it.
var subAliases = []struct{ tool, short, full string }{
	{"drush", "cdel", "config:delete"},
	{"drush", "cex", "config:export"},
	{"drush", "cim", "config:import"},
	{"drush", "cr", "cache:rebuild"},
	{"drush", "cset", "config:set"},
	{"drush", "en", "pm:install"},
	{"drush", "entup", "entity:updates"},
	{"drush", "pmu", "pm:uninstall"},
	{"drush", "sdel", "state:delete"},
	{"drush", "sqlq", "sql:query"},
	{"drush", "sset", "state:set"},
	{"drush", "ucan", "user:cancel"},
	{"drush", "upwd", "user:password"},
}

// unaliased returns args with the first subcommand word of tool (the
// first word that is no option, no option's value and no site alias:
// drush @prod cim, drush -r /var/www/prod/web cim) in
// its full name when it is one of subAliases' short ones; args itself
// when none is.
func unaliased(tool string, args []Word) []Word {
	valueNext := false
	for i, a := range args {
		if !a.Literal {
			return args
		}
		if valueNext {
			// drush -l example.com cim: the global option's value.
			valueNext = false
			continue
		}
		if strings.HasPrefix(a.Value, "-") {
			valueNext = tool == "drush" && drushGlobal.has(a.Value)
			continue
		}
		if strings.HasPrefix(a.Value, "@") {
			continue
		}
		for _, al := range subAliases {
			if al.tool == tool && al.short == a.Value {
				out := slices.Clone(args)
				out[i] = Word{Value: al.full, Literal: true}
				return out
			}
		}
		return args
	}
	return args
}

// pubGlobals: the options that take a value which a publishing tool or
// a script runner takes before its subcommand (npm --registry URL
// publish, cargo -Z FLAG publish, gh -R OWNER/REPO release create),
// read by pubSub to find the subcommand; the others are switches, and
// options may begin with + too. noGlobals: a tool whose global options
// take none.
var (
	npmGlobal  = spec{global: true, plus: true, value: "wC", long: "--access --cache --loglevel --otp --prefix --registry --tag --userconfig --workspace"}
	yarnGlobal = spec{global: true, plus: true, long: "--cwd"}
	// yarnForeach: yarn workspaces foreach's own options before the
	// command it runs in each workspace.
	yarnForeach        = spec{global: true, plus: true, value: "j", long: "--exclude --from --include --jobs --since"}
	pnpmGlobal         = spec{global: true, plus: true, value: "FC", long: "--dir --filter --workspace-root"}
	cargoGlobal        = spec{global: true, plus: true, value: "ZC", long: "--color --config"}
	twineGlobal        = spec{global: true, plus: true, long: "--config-file"}
	pypiToolGlobal     = spec{global: true, plus: true, value: "Cr", long: "--directory --index --project --repository"}
	gemGlobal          = spec{global: true, plus: true, value: "C", long: "--config-file"}
	helmGlobal         = spec{global: true, plus: true, value: "n", long: "--kube-context --namespace --registry-config"}
	ghGlobal           = spec{global: true, plus: true, value: "R", long: "--repo"}
	scriptRunnerGlobal = spec{global: true, plus: true, value: "CwFd", long: "--cwd --dir --filter --prefix --working-dir --workspace"}
	noGlobals          = spec{global: true, plus: true}
)

// vercelManages are vercel's subcommands that build on this machine,
// show, or manage what its bare form's deploy does not (vercel's
// reference: build, dev, env, inspect, list, logs, pull …); promote,
// rollback, alias, redeploy and remove are the specs' of their own.
var vercelManages = &specMore{moreArgs: &moreArgs{manages: "bisect build cache certs dev dns domains env git help init inspect link list login logout logs ls project pull switch teams telemetry whoami"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

// ghReleaseCreate reads gh release create's options (those taking a
// value: -n NOTES takes -d as its text).
var ghReleaseCreate = spec{value: "nFtR", long: "--discussion-category --notes --notes-file --notes-start-tag --repo --target --title"}

// ckanapi's options that take a value (action, load, delete and dump
// share them): the portal (-r), its key (-a), a CKAN config file and
// user (-c, -u), a JSON or JSON lines input (-I), the records' range
// and workers (-s, -m, -p), a log (-l). ckanPrivate: a dataset made
// private is seen by its organization's members only.
const (
	ckanapiValue = "racuIsmpl"
	ckanapiLong  = "--apikey --ckan-user --config --input-json --log --max-records --processes --remote --start-record"
	ckanPrivate  = helpUnless + " private=true private:true private=True"
)

// mavenValue and mavenLong are Maven's options that take a value, mvn's
// and its wrapper mvnw's alike (publishSpecs' entries and credSpecs'
// help:effective-settings).
const (
	mavenValue          = "DPfslbeTpl"
	mavenLong  wordList = "--activate-profiles --builder --define --file --log-file --projects --settings --threads"
	// mavenDryRun: help, or the release plugin's dry run, a property set
	// true (-DdryRun=true) or set alone (-DdryRun, which Maven sets true).
	mavenDryRun = helpUnless + " dryRun=true dryRun"
)

// ghVerbSpecs are the options of gh's subcommands that change a
// repository for everyone, as gh declares them (pkg/cmd/repo/*): those
// taking a value; the others (-y, --yes) take none. The subcommand's
// words come after the verb.
var ghVerbSpecs = []spec{
	{path: "gh repo archive"},
	{path: "gh repo delete"},
	{path: "gh repo rename", value: "R", long: "--repo"},
	{path: "gh repo unarchive"},
}

// ghVerbSpec returns the spec of gh's subcommand sub verb among
// ghVerbSpecs, or nil.
func ghVerbSpec(name, sub, verb string) *spec {
	if name != "gh" {
		return nil
	}
	for i := range ghVerbSpecs {
		if ghVerbSpecs[i].path == "gh "+sub+" "+verb {
			return &ghVerbSpecs[i]
		}
	}
	return nil
}
