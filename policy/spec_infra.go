package policy

// infraSpecs are irreversible changes to infrastructure and clouds
// (infra.*, default confirm: a human at a terminal may approve, an agent
// alone is refused). Plans, diffs, get, describe, help and dry runs pass:
// unless lists what makes them one; need, what must be given for the
// change to happen without a review (without -auto-approve terraform asks
// first).
var infraSpecs = []spec{
	// Infrastructure as code.
	{path: "terraform apply", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terraform apply without review"},
	{path: "terraform destroy", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terraform destroy without review"},
	{path: "tofu apply", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "tofu apply without review"},
	{path: "tofu destroy", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "tofu destroy without review"},
	{path: "terragrunt apply", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terragrunt apply without review"},
	{path: "terragrunt destroy", longDash: true, long: tfValue, need: tfAuto, unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terragrunt destroy without review"},
	// run-all runs the terraform command it is given in every module:
	// a change when that is one (apply, destroy, a state rm), not a
	// plan, validate or output.
	{path: "terragrunt run-all", longDash: true, long: tfValue, operand: tfChanges, need: "-auto-approve --auto-approve --terragrunt-non-interactive -terragrunt-non-interactive", unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terragrunt run-all without review"},
	{path: "pulumi up", value: "sc", long: "--config --cwd --stack --target", need: "-y --yes -f --skip-preview", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "pulumi up without review"},
	{path: "pulumi destroy", value: "sc", long: "--cwd --stack --target", need: "-y --yes -f --skip-preview", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "pulumi destroy without review"},
	{path: "pulumi stack rm", value: "s", long: "--stack", need: "-y --yes -f --force", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "pulumi stack rm"},
	// The state forgets a resource (state rm): the next apply creates it
	// a second time beside the one left running, or a later destroy
	// leaves it behind; a lock forced open lets two applies write the
	// state at once.
	{path: "terraform state rm", longDash: true, long: tfStateValue, unless: tfStateUnless, effect: effectExternal, rule: "infra.iac", what: "terraform state rm (the resource forgotten by the state)"},
	{path: "tofu state rm", longDash: true, long: tfStateValue, unless: tfStateUnless, effect: effectExternal, rule: "infra.iac", what: "tofu state rm (the resource forgotten by the state)"},
	{path: "terragrunt state rm", longDash: true, long: tfStateValue, unless: tfStateUnless, effect: effectExternal, rule: "infra.iac", what: "terragrunt state rm (the resource forgotten by the state)"},
	{path: "terraform force-unlock", longDash: true, need: "-force", unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "terraform force-unlock of the shared state"},
	{path: "tofu force-unlock", longDash: true, need: "-force", unless: tfUnless, effect: effectExternal, rule: "infra.iac", what: "tofu force-unlock of the shared state"},
	{path: "cdk deploy", long: "--context --profile --require-approval -c", need: "never", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "cdk deploy with approval off"},
	// cdk deploy asks only before a change that widens security (its
	// --require-approval broadening, the default): any other change to
	// the stacks it is told goes out unreviewed. Told every stack of the
	// app (--all, '*'), a stack named as production's (ProdStack,
	// shop-prod), or production's context or profile, it deploys
	// production.
	{path: "cdk deploy", long: cdkValue, need: "--all", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cdk deploy --all (every stack of the app, production's among them)"},
	{path: "cdk deploy", long: cdkValue, operand: cdkProdStack, more: &specMore{moreChange: &moreChange{exceptMatch: prodNegated}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cdk deploy of every stack or of production's"},
	{path: "cdk deploy", long: cdkValue, codeOpts: "-c --context --profile", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "cdk deploy told production's context or profile"},
	{path: "cdk destroy", long: "--context --profile", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "cdk destroy --force"},

	// Cloud templates deployed without review: ARM/Bicep (a Complete
	// mode deletes what the template leaves out), CloudFormation (deploy
	// executes its change set), Deployment Manager. A what-if, a
	// change set left to review or a preview passes.
	{path: "az deployment * create", value: "gfcn", long: "--location --mode --name --output --parameters --query --resource-group --subscription --template-file --template-spec --template-uri", unless: "-h --help --what-if -w --confirm-with-what-if -c", effect: effectExternal, rule: "infra.iac", what: "az deployment create without review (a Complete mode deletes what the template leaves out)"},
	{path: "az stack * create", value: "gfn", long: "--action-on-unmanage --deny-settings-mode --location --name --output --parameters --query --resource-group --subscription --template-file", unless: helpUnless, effect: effectExternal, rule: "infra.iac", what: "az stack create without review"},
	{path: "new-az*deployment", ps: true, long: "-Location -ManagementGroupId -Mode -Name -ResourceGroupName -TemplateFile -TemplateParameterFile -TemplateUri", unless: "-Confirm -WhatIf -wi -?", effect: effectExternal, rule: "infra.iac", what: "an Azure template deployed without review"},
	{path: "aws cloudformation deploy", long: "--bucket --capabilities --cli-input-json --color --endpoint-url --key --output --parameter-overrides --profile --query --region --role-arn --s3-bucket --stack-name --tags --template-file", unless: "--no-execute-changeset --dryrun --dry-run help --generate-cli-skeleton", effect: effectExternal, rule: "infra.iac", what: "aws cloudformation deploy (its change set executed without review)"},
	{path: "aws cloudformation update-stack", long: "--bucket --capabilities --cli-input-json --color --endpoint-url --key --output --parameters --profile --query --region --stack-name --template-body --template-url", unless: awsUnless, effect: effectExternal, rule: "infra.iac", what: "aws cloudformation update-stack without a reviewed change set"},
	{path: "gcloud deployment-manager deployments create", long: gcloudValue, unless: "--help --preview", effect: effectExternal, rule: "infra.iac", what: "a Deployment Manager deployment created without a preview"},
	{path: "gcloud deployment-manager deployments update", long: gcloudValue, unless: "--help --preview", effect: effectExternal, rule: "infra.iac", what: "a Deployment Manager deployment updated without a preview"},
	{path: "influx delete", long: "--bucket --bucket-id --host --org --org-id --predicate --start --stop --token", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "influx delete of a bucket's points"},

	// Holds released: what a litigation hold, an eDiscovery case's hold
	// or a retention policy keeps (a custodian's mail, a site's files)
	// becomes deletable by its owner and by the retention that purges it;
	// what is purged meanwhile is gone for the case. A hold switched off
	// (-LitigationHoldEnabled $false, -Enabled $false, a rule -Disabled),
	// its custodians taken out of it (-RemoveExchangeLocation), or its
	// case closed releases it; a hold switched on or widened passes.
	{path: "set-caseholdpolicy", ps: true, long: holdPolicyValue, need: holdReleased, unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Set-CaseHoldPolicy releasing an eDiscovery hold or its custodians"},
	{path: "set-retentioncompliancepolicy", ps: true, long: holdPolicyValue, need: holdReleased, unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Set-RetentionCompliancePolicy switching a retention policy off or taking locations out of it"},
	{path: "set-caseholdrule", ps: true, long: "-Comment -ContentMatchQuery -Disabled -Identity", need: "-Disabled=$true -Disabled=true -Disabled=1", unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Set-CaseHoldRule disabling an eDiscovery hold's rule"},
	{path: "set-retentioncompliancerule", ps: true, long: "-Comment -ContentMatchQuery -Disabled -Identity -RetentionComplianceAction -RetentionDuration", need: "-Disabled=$true -Disabled=true -Disabled=1", unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Set-RetentionComplianceRule disabling a retention rule"},
	// The same protections on stored objects: an object's legal hold
	// taken off, a bucket's retention or versioning lifted (a version
	// overwritten or deleted is then gone), a container's legal hold
	// cleared, a vault's backups deleted with its protection; and an
	// organization's audit trail switched off.
	{path: "aws s3api put-object-legal-hold", long: "--bucket --checksum-algorithm --cli-input-json --cli-input-yaml --color --content-md5 --endpoint-url --expected-bucket-owner --key --legal-hold --output --profile --query --region --request-payer --version-id", codeOpts: "--legal-hold --cli-input-json", code: holdOff, fold: true, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws s3api put-object-legal-hold taking an object's legal hold off"},
	{path: "aws s3api put-bucket-versioning", long: "--bucket --checksum-algorithm --cli-input-json --cli-input-yaml --color --content-md5 --endpoint-url --expected-bucket-owner --key --mfa --output --profile --query --region --versioning-configuration", codeOpts: "--versioning-configuration --cli-input-json", code: holdOff, fold: true, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws s3api put-bucket-versioning suspending a bucket's versions"},
	{path: "aws s3api put-object-retention", long: "--bucket --checksum-algorithm --cli-input-json --color --content-md5 --endpoint-url --expected-bucket-owner --key --output --profile --query --region --request-payer --retention --version-id", need: "--bypass-governance-retention", unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws s3api put-object-retention bypassing an object's governance retention"},
	{path: "az storage container legal-hold clear", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "az storage container legal-hold clear (a container's legal hold released)"},
	{path: "az backup protection disable", long: "--backup-management-type --container-name --delete-backup-data --ids --item-name --resource-group --subscription --vault-name --workload-type -c -g -i -v", need: "--delete-backup-data=true", fold: true, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "az backup protection disable --delete-backup-data (an item's backups deleted)"},
	{path: "gcloud storage buckets update", long: gcloudValue, need: "--clear-retention-period --no-default-event-based-hold", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "gcloud storage buckets update lifting a bucket's retention"},
	{path: "gsutil retention clear", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "gsutil retention clear (a bucket's retention lifted)"},
	{path: "mc retention clear", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "mc retention clear (objects' retention lifted)"},
	{path: "mc legalhold clear", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "mc legalhold clear (objects' legal hold released)"},
	{path: "gam update vaultmatter", operand: matterClosed, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "gam closing or deleting a Vault matter (its holds released)"},
	{path: "disable-mailbox", ps: true, long: "-DomainController -Identity", unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Disable-Mailbox (the mailbox disconnected, purged after its retention)"},
	{path: "set-compliancecase", ps: true, long: "-Description -ExternalId -Identity -Name", need: "-Close", unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "Set-ComplianceCase -Close (the case's holds released)"},

	// Clusters.
	{path: "helm uninstall", value: "n", long: "--cascade --description --kube-context --kubeconfig --namespace --timeout", more: releaseNamespaced, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "helm uninstall of a release"},
	{path: "helm delete", value: "n", long: "--kube-context --kubeconfig --namespace --timeout", more: releaseNamespaced, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "helm delete of a release"},
	{path: "kubectl delete namespace*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a namespace (everything in it)"},
	{path: "kubectl delete ns*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a namespace (everything in it)"},
	// What a delete cannot give back: volumes' data, and every object of
	// a resource definition.
	{path: "kubectl delete pvc*", value: "nlf", long: kubeValue, more: dataNamespaced, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a volume claim (its data)"},
	{path: "kubectl delete persistentvolume*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a volume (its data)"},
	{path: "kubectl delete pv", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a volume (its data)"},
	// A stateful set is a database's or a queue's replicas, each with its
	// own volume: deleting it takes the service down, and its volumes
	// are orphaned for the next delete to take.
	{path: "kubectl delete statefulset*", value: "nlf", long: kubeValue, more: dataNamespaced, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a stateful set (a database's or queue's replicas)"},
	{path: "kubectl delete sts*", value: "nlf", long: kubeValue, more: dataNamespaced, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a stateful set (a database's or queue's replicas)"},
	{path: "kubectl delete crd*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a resource definition (every object of it)"},
	{path: "kubectl delete customresourcedefinition*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a resource definition (every object of it)"},
	// Any change to a namespace or a cluster named production.
	{path: "kubectl delete", value: "nlfk", long: kubeValue, codeOpts: kubeFiles, code: prodPath, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of production's manifests"},
	{path: "kubectl delete", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete in a production namespace or cluster"},
	{path: "kubectl delete", value: "nlfk", long: kubeValue, need: "--all -A --all-namespaces -R --recursive", more: &specMore{moreChange: &moreChange{dirOpts: "-f --filename -k --kustomize"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of every resource of a kind or a whole directory"},

	{path: "kubectl apply", value: "nlfk", long: kubeValue, codeOpts: kubeFiles, code: prodPath, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl apply of production's manifests"},
	{path: "kubectl apply", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl apply to a production namespace or cluster"},
	{path: "kubectl create", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl create in a production namespace or cluster"},
	{path: "kubectl replace", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl replace in a production namespace or cluster"},
	{path: "kubectl patch", value: "nlfkp", long: "--cascade --cluster --context --field-selector --filename --grace-period --kubeconfig --kustomize --namespace --output --patch --selector --template --timeout --type --user", codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl patch in a production namespace or cluster"},
	{path: "kubectl set", value: "nlfkc", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl set in a production namespace or cluster"},
	{path: "kubectl scale", value: "nlfk", long: "--cascade --cluster --context --field-selector --filename --grace-period --kubeconfig --kustomize --namespace --output --replicas --selector --template --timeout --user", codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl scale in a production namespace or cluster"},
	{path: "kubectl rollout restart", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl rollout restart in a production namespace or cluster"},
	{path: "kubectl rollout undo", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "kubectl rollout undo in a production namespace or cluster"},
	// An image promoted: an image stream's tag, a registry's tag is
	// what production's deployments pull, and a trigger on it rolls
	// them out (oc tag SRC billing-prod/app:latest; gcloud's tags added
	// to an image already pushed). The destination, the last operand,
	// names production; oc's namespace given as production's does too.
	// (A copy into a registry is a push: publish.image.)
	// A fleet's run-command service runs its document (a shell
	// script: AWS-RunShellScript's commands) on every instance its
	// targets select: aimed at production's (tag:env=prod, an instance
	// group named so), production's machines change at once.
	{path: "aws ssm send-command", long: ssmValue, codeOpts: ssmWhere, code: prodName, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws ssm send-command running commands on production's instances"},
	{path: "oc tag", value: "n", long: ocTagValue, operand: prodName, dest: true, more: &specMore{moreChange: &moreChange{exceptMatch: prodNegated}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "oc tag of an image into production's image stream (its deployments triggered)"},
	{path: "oc tag", value: "n", long: ocTagValue, codeOpts: kubeWhere, code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "oc tag of an image in a production namespace (its deployments triggered)"},
	{path: "gcloud artifacts docker tags add", long: gcloudValue, operand: prodName, dest: true, more: &specMore{moreChange: &moreChange{exceptMatch: prodNegated}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gcloud artifacts docker tags add of production's tag"},
	{path: "gcloud container images add-tag", long: gcloudValue, operand: prodName, dest: true, more: &specMore{moreChange: &moreChange{exceptMatch: prodNegated}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "gcloud container images add-tag of production's tag"},
	{path: "kubectl drain", value: "nlfk", long: kubeValue, codeOpts: kubeWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl drain of a production cluster's node"},
	// Every node of a cluster taken out of scheduling at once: each node
	// kubectl get nodes -o name lists (listing.go: node/* at worst), or
	// the nodes a label selector picks: drained, their pods are evicted
	// with nowhere to go; cordoned, nothing new runs anywhere. One node
	// named is maintenance.
	{path: "kubectl drain", value: "nlfk", long: kubeValue, operand: everyNode, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl drain of every node of the cluster"},
	{path: "kubectl drain", value: "nlfk", long: kubeValue, need: "-l --selector", unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl drain of the nodes a selector picks"},
	// Forced, a drain deletes the pods no controller manages, which
	// nothing creates again (kubectl drain --help: "--force: Continue
	// even if there are pods that do not declare a controller"), and
	// with --delete-emptydir-data (--delete-local-data before 1.20) the
	// data of their emptyDir volumes.
	{path: "kubectl drain", value: "nlfk", long: kubeValue, need: "--force --delete-emptydir-data --delete-local-data", unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl drain --force (pods no controller manages deleted for good, or their emptyDir data)"},
	// A node deleted from the cluster: its pods are deleted with it and
	// its object, labels and taints gone.
	{path: "kubectl delete node*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a node (its pods deleted, the node out of the cluster)"},
	{path: "kubectl delete no", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a node (its pods deleted, the node out of the cluster)"},
	{path: "kubectl delete no/*", value: "nlf", long: kubeValue, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl delete of a node (its pods deleted, the node out of the cluster)"},
	{path: "kubectl cordon", value: "l", long: kubeValue, operand: everyNode, unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl cordon of every node of the cluster"},
	{path: "kubectl cordon", value: "l", long: kubeValue, need: "-l --selector", unless: dryUnless, effect: effectExternal, rule: "infra.cluster", what: "kubectl cordon of the nodes a selector picks"},
	// Slurm's scontrol update of nodes to DOWN, DRAIN, FAIL or
	// POWER_DOWN (scontrol(1)): the jobs running there are killed or the
	// nodes leave the pool; NodeName=farm[001-512] names a whole range,
	// a list (n1,n2) several, PartitionName all of its nodes: one node
	// named is maintenance, as kubectl drain NODE is.
	{path: "scontrol update", operand: slurmPool, more: &specMore{moreChange: &moreChange{setting: slurmNodeDown}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "scontrol update taking a cluster's nodes down or out of service"},
	// Deploy tools whose plain run is a deploy, to the target their
	// options name: skaffold run builds and deploys; a playbook applies
	// its roles to every host of the inventory (a check or a listing
	// changes nothing).
	{path: "skaffold run", value: "pfn", long: "--default-repo --filename --kube-context --module --namespace --profile --tag", codeOpts: "-p --profile -n --namespace --kube-context", code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "skaffold run (built and deployed) to production"},
	{path: "ansible-playbook", value: "iletufcMT", long: "--become-user --connection --extra-vars --forks --inventory --limit --module-path --private-key --skip-tags --start-at-task --tags --timeout --user --vault-id --vault-password-file", codeOpts: "-i --inventory -l --limit", code: prodName, unless: "-C --check --syntax-check --list-hosts --list-tasks --list-tags -h --help", effect: effectExternal, rule: "publish.deploy", what: "ansible-playbook run against production's hosts", more: &specMore{moreChange: &moreChange{role: roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "helm upgrade", value: "nf", long: helmValue, codeOpts: helmWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "helm upgrade of a production release"},
	{path: "helm install", value: "nf", long: helmValue, codeOpts: helmWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "helm install into production"},
	{path: "helm rollback", value: "n", long: helmValue, codeOpts: helmWhere, code: prodName, unless: dryUnless, effect: effectExternal, rule: "publish.deploy", what: "helm rollback of a production release"},
	// Test harnesses of infrastructure code: their destroy (and
	// cleanup, reset) tears down only the instances their own create
	// made for the test run, from the scenario the project declares
	// (molecule.yml's platforms, .kitchen.yml's suites), as their test
	// does at its end: scratch, whatever the driver. A scenario or an
	// instance named for production is not a test's: its destroy tears
	// down that environment's machines (molecule destroy -s production).
	{path: "molecule destroy", value: "sd", long: moleculeValue, codeOpts: moleculeWhere, code: prodName, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "molecule destroy of a scenario named for production"},
	{path: "molecule cleanup", value: "sd", long: moleculeValue, codeOpts: moleculeWhere, code: prodName, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "molecule cleanup of a scenario named for production"},
	{path: "kitchen destroy", value: "cl", long: "--concurrency --log-level", operand: prodName, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "kitchen destroy of instances named for production"},
	{path: "molecule destroy", local: true},
	{path: "molecule cleanup", local: true},
	{path: "molecule reset", local: true},
	{path: "kitchen destroy", local: true},
	// Local development environments of a web project: their delete
	// and destroy remove the project's containers and volumes from this
	// machine's engine (its development database with them), as docker
	// compose down -v does; their push is a deploy (lando push, ddev
	// push), read as any tool's.
	{path: "lando destroy", local: true},
	{path: "ddev delete", local: true},
	{path: "fin project remove", local: true},
	// gcloud's configurations are this machine's settings of the CLI
	// (~/.config/gcloud/configurations), no resource of a project.
	{path: "gcloud config configurations delete", local: true},
	// This machine's own settings and session state, no resource of a
	// service: macOS's defaults delete of an application's preferences
	// (its reads are still the cred rules': defaults read APP password),
	// Windows' klist purge of the logon session's cached Kerberos
	// tickets, which the next use asks the KDC for again (kdestroy's
	// twin).
	{path: "defaults delete", local: true},
	// A domain named by a path of the machine's own preferences
	// (/Library/Preferences/com.apple.alf, the firewall's; the login
	// window's, software update's) is every user's settings, its
	// security ones among them: not this user's application state.
	{path: "defaults delete", operand: systemPrefs, effect: effectExternal, rule: "sys.protection-off", what: "defaults delete of the machine's own preferences (/Library/Preferences: the firewall's, the login window's, software update's)"},
	{path: "klist purge", local: true},
	// LocalStack's wrappers of the AWS and Azure command lines and of
	// AWS's own deployment tools send every call to the LocalStack
	// emulator (localhost:4566 unless LOCALSTACK_HOST says where it
	// runs), never to the cloud: what they delete or deploy is the
	// emulator's. Not tflocal or pulumilocal: a configuration's other
	// providers (GitHub, Cloudflare) still reach the real services. An
	// endpoint given by hand places the call where it says (unless).
	{path: "awslocal", unless: "--endpoint-url", local: true},
	{path: "azlocal", local: true},
	{path: "cdklocal", local: true},
	{path: "samlocal", local: true},

	// Clouds.
	{path: "aws * delete-*", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "an aws delete"},
	{path: "aws * terminate-*", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "an aws terminate"},
	{path: "aws * batch-delete-*", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "an aws batch delete"},
	// Gone for good without a delete in the name: an Elastic IP released
	// (the address goes back to the pool, its DNS records and allow
	// lists point at someone else's), a dedicated host released, an AMI
	// deregistered (no instance launches from it again), a spot fleet
	// cancelled with its instances terminated.
	{path: "aws ec2 release-address", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws ec2 release-address (the public address given up for good)"},
	{path: "aws ec2 release-hosts", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws ec2 release-hosts (dedicated hosts given up)"},
	{path: "aws ec2 deregister-image", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws ec2 deregister-image (an AMI nothing launches from again)"},
	{path: "aws ec2 cancel-spot-fleet-requests", long: awsValue, need: "--terminate-instances", unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws ec2 cancel-spot-fleet-requests --terminate-instances"},
	{path: "aws kms schedule-key-deletion", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws kms schedule-key-deletion (everything encrypted with the key becomes unreadable)"},
	// An account closed: every resource in it stops, and after the
	// grace period it is gone with them.
	{path: "aws organizations close-account", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws organizations close-account (every resource of the account)"},
	// A managed database's backups switched off: RDS deletes its
	// automated backups when their retention is set to 0; DynamoDB's
	// point-in-time recovery switched off drops its history; Cloud SQL's
	// --no-backup stops them. The next mistake then has nothing to
	// restore from.
	{path: "aws rds modify-db-instance", long: rdsModifyValue, codeOpts: "--backup-retention-period", code: zeroCount, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws rds modify-db-instance setting the backup retention to 0 (the automated backups deleted)"},
	// A spec of these commands reads them: the vocabulary's guard
	// switched off (deletionGuardOff) is said again here.
	{path: "aws rds modify-db-instance", long: rdsModifyValue, need: "--no-deletion-protection", unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws rds modify-db-instance --no-deletion-protection (the database's guard against deletion switched off)"},
	{path: "aws rds modify-db-cluster", long: rdsModifyValue, need: "--no-deletion-protection", unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws rds modify-db-cluster --no-deletion-protection (the cluster's guard against deletion switched off)"},
	{path: "gcloud sql instances patch", long: gcloudValue, need: "--no-deletion-protection", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gcloud sql instances patch --no-deletion-protection (the instance's guard against deletion switched off)"},
	{path: "aws rds modify-db-cluster", long: rdsModifyValue, codeOpts: "--backup-retention-period", code: zeroCount, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws rds modify-db-cluster setting the backup retention to 0 (the automated backups deleted)"},
	{path: "aws dynamodb update-continuous-backups", long: "--cli-input-json --color --endpoint-url --output --point-in-time-recovery-specification --profile --query --region --table-name", codeOpts: "--point-in-time-recovery-specification --cli-input-json", code: pitrOff, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws dynamodb update-continuous-backups switching point-in-time recovery off (its history dropped)"},
	{path: "gcloud sql instances patch", long: gcloudValue, need: "--no-backup", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "gcloud sql instances patch --no-backup (the instance's backups stopped)"},
	// A fleet's capacity set to zero (AWS-S3-2017-style capacity
	// removal): an autoscaling group, a managed instance
	// group, a scale set or a node group left with no machine. A minimum
	// of zero alone lets it scale in, which is everyday.
	{path: "aws autoscaling update-auto-scaling-group", long: "--auto-scaling-group-name --cli-input-json --color --desired-capacity --endpoint-url --max-size --min-size --output --profile --query --region", codeOpts: "--desired-capacity --max-size", code: zeroCount, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws autoscaling group set to no instance"},
	{path: "aws autoscaling set-desired-capacity", long: "--auto-scaling-group-name --cli-input-json --color --desired-capacity --endpoint-url --output --profile --query --region", codeOpts: "--desired-capacity", code: zeroCount, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws autoscaling group set to no instance"},
	{path: "aws eks update-nodegroup-config", long: "--cli-input-json --cluster-name --color --endpoint-url --nodegroup-name --output --profile --query --region --scaling-config", codeOpts: "--scaling-config", code: zeroScaling, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws eks node group set to no node"},
	{path: "gcloud compute instance-groups managed resize", long: "--account --configuration --format --location --project --region --size --zone", codeOpts: "--size", code: zeroCount, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gcloud managed instance group resized to no instance"},
	{path: "az vmss scale", value: "gn", long: "--name --new-capacity --output --query --resource-group --subscription", codeOpts: "--new-capacity", code: zeroCount, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "az scale set scaled to no instance"},
	{path: "aws s3 rb", long: awsValue, need: "--force", unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws s3 rb --force (the bucket and every object in it)"},
	{path: "aws s3 rm", long: awsValue, need: "--recursive", unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws s3 rm --recursive"},
	// A Cloud SQL backup restored onto an instance replaces its data.
	{path: "gcloud sql backups restore", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "gcloud sql backups restore (the instance's data replaced by a backup's)"},
	{path: "gcloud * delete", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud delete"},
	{path: "gcloud * * delete", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud delete"},
	{path: "gcloud * * * delete", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud delete"},
	// Cloud KMS destroys a key version's material (gcloud kms keys
	// versions destroy): whatever it encrypted can no longer be
	// decrypted once the scheduled destruction passes.
	{path: "gcloud * * destroy", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud destroy"},
	{path: "gcloud * * * destroy", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud destroy"},
	// A machine reinstalled over ssh: nixos-anywhere boots the target
	// into an installer (kexec), partitions and formats its disks
	// (disko) and installs a new system; whatever it held is gone.
	{path: "nixos-anywhere", value: "fisp", long: "--build-on --build-on-remote --chown --copy-host-keys --disk-encryption-keys --extra-files --flake --generate-hardware-config --kexec --option --phases --post-kexec-ssh-port --ssh-option --ssh-port --store-paths --target-host", unless: "-h --help --vm-test", effect: effectExternal, rule: "infra.cloud", what: "nixos-anywhere (the target's disks formatted and a new system installed over them)"},
	// Certificates revoked or switched off where they were issued: every
	// device, client or site presenting one is refused from then on, and
	// a revoked certificate is never valid again. (An unknown CLI's
	// revoke is vocab.go's: step ca revoke, certbot revoke.)
	{path: "aws * revoke-certificate", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "an aws certificate revoked"},
	// A job or an update sent to a fleet of devices (a firmware update,
	// a command run on each): to a thing group named as production's,
	// a release to the devices in the field.
	{path: "aws iot create-job", long: "--description --document --document-source --job-id --job-template-arn --target-selection --targets", codeOpts: "--targets", code: prodCamelName, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws iot create-job sending a job to a production fleet"},
	{path: "aws iot create-ota-update", long: "--files --ota-update-id --protocols --role-arn --target-selection --targets", codeOpts: "--targets", code: prodCamelName, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws iot create-ota-update to a production fleet"},
	{path: "aws greengrassv2 create-deployment", long: "--cli-input-json --components --deployment-name --target-arn", codeOpts: "--target-arn", code: prodCamelName, unless: awsUnless, effect: effectExternal, rule: "publish.deploy", what: "aws greengrassv2 create-deployment to a production fleet"},
	{path: "aws iot update-certificate", long: certStatusValue, fold: true, need: certStatusOff, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws iot update-certificate revoking or deactivating a device certificate"},
	{path: "aws iot update-ca-certificate", long: certStatusValue, fold: true, need: certStatusOff, unless: awsUnless, effect: effectExternal, rule: "infra.cloud", what: "aws iot update-ca-certificate deactivating a CA (every device it signed is refused)"},
	{path: "gcloud * * revoke", long: gcloudValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a gcloud revoke"},
	{path: "vault write", longDash: true, long: vaultValue, operand: pkiRevoke, unless: tfUnless, effect: effectExternal, rule: "infra.cloud", what: "vault write to a PKI engine's revoke endpoint"},
	{path: "openssl ca", longDash: true, long: "-cert -config -crl_CA_compromise -crl_compromise -crl_reason -days -in -keyfile -md -name -out -passin -revoke -valid", need: "-revoke", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "openssl ca -revoke"},
	{path: "certutil", win: true, long: certutilValue, more: &specMore{moreArgs: &moreArgs{switches: certutilSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleFetchesURL | roleSystemTool}}, need: "-revoke", unless: "-?", effect: effectExternal, rule: "infra.cloud", what: "certutil -revoke"},
	{path: "certutil", win: true, long: certutilValue, more: &specMore{moreArgs: &moreArgs{switches: certutilSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleFetchesURL | roleSystemTool}}, need: "-deleterow", unless: "-?", effect: effectExternal, rule: "infra.cloud", what: "certutil -deleterow deleting rows of the certification authority's database (its records of requests and issued certificates)"},
	// DNS zones deleted from the server that answers for them: every name
	// in the zone stops resolving (rndc delzone -clean also deletes its file).
	// A container or machine manager of this machine (vocabTools) told
	// to act on another server's: LXD's and Incus's REMOTE:NAME, libvirt's
	// --connect URI. Its instances and disks there are shared
	// infrastructure, not this machine's throwaway ones.
	{path: "incus delete", long: "--project", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "incus delete of an instance on a remote server (REMOTE:NAME)"},
	{path: "incus rm", long: "--project", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "incus rm of an instance on a remote server (REMOTE:NAME)"},
	{path: "incus * delete", long: "--project --target", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an incus delete on a remote server (REMOTE:NAME)"},
	{path: "incus * * delete", long: "--project --target", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an incus delete on a remote server (REMOTE:NAME)"},
	{path: "lxc delete", long: "--project", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "lxc delete of an instance on a remote server (REMOTE:NAME)"},
	{path: "lxc rm", long: "--project", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "lxc rm of an instance on a remote server (REMOTE:NAME)"},
	{path: "lxc * delete", long: "--project --target", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an lxc delete on a remote server (REMOTE:NAME)"},
	{path: "lxc * * delete", long: "--project --target", operand: lxdRemoteRef, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an lxc delete on a remote server (REMOTE:NAME)"},
	{path: "virsh undefine", value: "cdeKkl", long: "--connect --debug --escape --keepalive-count --keepalive-interval --log", codeOpts: "-c --connect", code: virtRemoteURI, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "virsh undefine of a virtual machine on another host's hypervisor (--connect URI)"},
	// salt-cloud's destroy is an option (-d, --destroy VM...).
	{path: "salt-cloud", value: "acfHlmpQ", long: "--action --config-dir --function --location --log-file --log-level --map --out --profile --providers-config --query", need: "-d --destroy", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "salt-cloud --destroy of virtual machines"},
	// Ceph's block images and file systems deleted with their data
	// (rbd(8) rm, ceph(8) fs rm), a pool's objects purged (rados purge);
	// vSphere's every snapshot of a VM removed (govc snapshot.remove '*':
	// its restore points gone).
	{path: "rbd rm", value: "pc", long: "--cluster --conf --id --image --namespace --pool", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "rbd rm deleting a Ceph block image with its data"},
	{path: "rbd remove", value: "pc", long: "--cluster --conf --id --image --namespace --pool", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "rbd remove deleting a Ceph block image with its data"},
	{path: "ceph fs rm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "ceph fs rm deleting a Ceph file system"},
	{path: "ceph fs volume rm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "ceph fs volume rm deleting a Ceph file system with its pools"},
	{path: "ceph osd pool rm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "ceph osd pool rm deleting a Ceph pool with its data"},
	{path: "rados rmpool", value: "c", long: "--cluster --conf --id", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "rados rmpool deleting a Ceph pool with its data"},
	{path: "rados purge", value: "pc", long: "--cluster --conf --id --pool", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "rados purge deleting every object of a Ceph pool"},
	{path: "govc snapshot.remove", longDash: true, long: "-c -cert -dc -debug.path -dump -json -key -persist-session -r -tls-ca-certs -tls-known-hosts -u -vim.namespace -vim.version -vm -vm.dns -vm.ip -vm.ipath -vm.path -vm.uuid -xml", operand: everySnapshot, unless: "-h -help", effect: effectExternal, rule: "infra.cloud", what: "govc snapshot.remove of every snapshot of a virtual machine (its restore points)"},
	// A cluster's own state wiped: MicroK8s reset with
	// --destroy-storage (every workload, and the volumes' data).
	{path: "microk8s reset", need: "--destroy-storage", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "microk8s reset --destroy-storage (every workload and the persistent volumes' data)"},
	{path: "rndc delzone", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "rndc delzone (a DNS zone the server answers for)"},
	{path: "dnscmd", win: true, long: "/recordadd /zoneadd", need: "/zonedelete /recorddelete /nodedelete", effect: effectExternal, rule: "infra.cloud", what: "dnscmd deleting a zone or its records"},
	// Globus: files deleted on a collection (an endpoint's shared
	// storage, a research group's data) by a delete task, rm or delete
	// alike; an endpoint or a collection deleted takes its access away
	// from everyone who uses it.
	{path: "globus rm", long: globusValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "globus rm of files on a shared collection"},
	{path: "globus delete", long: globusValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "globus delete of files on a shared collection"},
	{path: "globus endpoint delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "globus endpoint delete"},
	{path: "globus collection delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "globus collection delete"},
	// iRODS, a research data grid's shared store: irm -r takes a
	// collection with everything in it (with -f past the trash, as one
	// object alone is, as rm's is); irmtrash empties the trash (with
	// -M every user's).
	{path: "irm", value: "nR", need: "-r", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "irm -r of an iRODS collection", more: &specMore{moreChange: &moreChange{role: roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "irmtrash", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "irmtrash (the iRODS trash emptied, what irm kept gone)"},
	{path: "gsutil rm", value: "h", need: "-r -R -a", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gsutil rm -r"},
	{path: "gsutil rb", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gsutil rb of a bucket"},
	{path: "az group delete", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "az group delete (every resource in the group)"},
	{path: "az * delete*", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an az delete"},
	{path: "az * * delete*", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an az delete"},
	{path: "az * * * delete*", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an az delete"},
	// Object stores' bulk deletes: a whole container, prefix or pattern
	// of objects at once, in every vendor's CLI.
	{path: "azcopy remove", long: "--exclude-path --exclude-pattern --from-to --include-path --include-pattern --list-of-files --log-level", need: "--recursive --recursive=true", unless: "-h --help --dry-run", effect: effectExternal, rule: "infra.cloud", what: "azcopy remove --recursive"},
	{path: "azcopy rm", long: "--exclude-path --exclude-pattern --from-to --include-path --include-pattern --list-of-files --log-level", need: "--recursive --recursive=true", unless: "-h --help --dry-run", effect: effectExternal, rule: "infra.cloud", what: "azcopy rm --recursive"},
	{path: "gcloud storage rm", long: gcloudValue, need: "-r -R --recursive -a --all-versions", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gcloud storage rm --recursive"},
	{path: "s3cmd del", need: "-r --recursive", unless: "-h --help -n --dry-run", effect: effectExternal, rule: "infra.cloud", what: "s3cmd del --recursive"},
	{path: "s3cmd rm", need: "-r --recursive", unless: "-h --help -n --dry-run", effect: effectExternal, rule: "infra.cloud", what: "s3cmd rm --recursive"},
	{path: "s3cmd rb", unless: "-h --help -n --dry-run", effect: effectExternal, rule: "infra.cloud", what: "s3cmd rb of a bucket"},
	{path: "s5cmd rm", operand: objectWildcard, unless: "-h --help --dry-run", effect: effectExternal, rule: "infra.cloud", what: "s5cmd rm of every object a wildcard matches"},
	{path: "s5cmd rb", unless: "-h --help --dry-run", effect: effectExternal, rule: "infra.cloud", what: "s5cmd rb of a bucket"},
	// A data version control's gc drops the cache entries no commit
	// keeps: this machine's cache, and the remote storage's only when
	// told it (-c, --cloud); dvc exp gc drops experiments' refs here.
	{path: "dvc gc", value: "rjn", long: "--date --jobs --num --remote --rev", need: "-c --cloud", unless: "--dry -h --help", effect: effectExternal, rule: "infra.cloud", what: "dvc gc --cloud (the remote storage's data no kept commit names, deleted)"},
	{path: "b2 rm", need: "--recursive", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "b2 rm --recursive"},
	{path: "b2 delete-bucket", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "b2 delete-bucket"},
	{path: "oci * * bulk-delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an oci bulk-delete"},
	{path: "doctl * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a doctl delete"},
	{path: "doctl * * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a doctl delete"},
	{path: "sam delete", long: "--config-env --config-file --profile --region --s3-bucket --s3-prefix --stack-name", need: "--no-prompts", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "sam delete of a stack and its resources"},
	{path: "supabase db reset", long: "--db-url --version --workdir", need: "--linked --db-url", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "supabase db reset of the linked (remote) database"},
	{path: "hasura metadata clear", long: "--admin-secret --endpoint --envfile --project", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "hasura metadata clear (every table tracking, relationship, permission and action of the server's GraphQL API dropped)"},
	{path: "hasura md clear", long: "--admin-secret --endpoint --envfile --project", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "hasura md clear (every table tracking, relationship, permission and action of the server's GraphQL API dropped)"},
	{path: "supabase projects delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "supabase projects delete"},
	// MongoDB Atlas restores a snapshot onto the target cluster,
	// replacing its data (automated, pointInTime); download makes a
	// file of it.
	{path: "atlas backups restores start automated", long: atlasRestoreValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "atlas backups restores start automated (the target cluster's data replaced by a snapshot)"},
	{path: "atlas backups restores start pointInTime", long: atlasRestoreValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "atlas backups restores start pointInTime (the target cluster's data replaced by an earlier state)"},

	// PowerShell's cloud modules (Az, AWS Tools): their Remove- cmdlets
	// ask first unless -Force or -Confirm:$false, but an agent answers
	// its own prompts (as rm -r without -f is refused like rm -rf);
	// -WhatIf only reports.
	// Search-Mailbox -DeleteContent deletes the messages it finds from
	// every mailbox searched (learn.microsoft.com exchange
	// search-mailbox); it asks first unless -Force, and an agent answers.
	{path: "search-mailbox", ps: true, need: "-DeleteContent", unless: psWhatIf + " -EstimateResultOnly -LogOnly", effect: effectExternal, rule: "infra.cloud", what: "Search-Mailbox -DeleteContent deleting the messages found from mailboxes"},
	{path: "remove-az*", ps: true, long: azPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "an Azure resource removed"},
	{path: "remove-ec2*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "an EC2 resource removed (instances terminated)"},
	{path: "remove-s3*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "an S3 bucket or its objects removed"},
	{path: "remove-rds*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "an RDS database removed"},
	{path: "remove-ddb*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a DynamoDB table removed"},
	{path: "remove-cfn*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a CloudFormation stack removed with its resources"},
	{path: "remove-gce*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a Compute Engine resource removed"},
	{path: "remove-gcs*", ps: true, long: awsPSValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a Cloud Storage bucket or its objects removed"},
	// AWS Tools' twin of aws kms schedule-key-deletion: everything
	// encrypted with the key unreadable once its window ends.
	{path: "request-kmskeydeletion", ps: true, long: "-KeyId -PendingWindowInDay -ProfileName -Region", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "Request-KMSKeyDeletion (everything encrypted with the key becomes unreadable)"},

	// ansible HOSTS -m reboot: every host it targets restarted; -m
	// community.general.shutdown: powered off.
	{path: "ansible", value: ansibleValue, long: ansibleLong, codeOpts: "-m --module-name", code: ansibleReboot, unless: "-C --check -h --help", effect: effectExternal, rule: "sys.shutdown", what: "ansible's reboot or shutdown module restarting or powering off every host it targets"},
	// Remote executors' modules: salt's system module powers off or
	// restarts every minion the target matches (cmd.run, a launcher, is
	// in spec_launchers.go).
	{path: "salt * system.poweroff", value: "tbcl", long: saltValue, unless: "-h --help test=True", effect: effectExternal, rule: "sys.shutdown", what: "salt system.poweroff of every minion it targets"},
	{path: "salt * system.halt", value: "tbcl", long: saltValue, unless: "-h --help test=True", effect: effectExternal, rule: "sys.shutdown", what: "salt system.halt of every minion it targets"},
	{path: "salt * system.shutdown", value: "tbcl", long: saltValue, unless: "-h --help test=True", effect: effectExternal, rule: "sys.shutdown", what: "salt system.shutdown of every minion it targets"},
	{path: "salt * system.reboot", value: "tbcl", long: saltValue, unless: "-h --help test=True", effect: effectExternal, rule: "sys.shutdown", what: "salt system.reboot of every minion it targets"},
	{path: "salt-ssh * system.reboot", value: "tbcl", long: saltValue, unless: "-h --help", effect: effectExternal, rule: "sys.shutdown", what: "salt-ssh system.reboot of every host it targets"},
	{path: "salt-ssh * system.poweroff", value: "tbcl", long: saltValue, unless: "-h --help", effect: effectExternal, rule: "sys.shutdown", what: "salt-ssh system.poweroff of every host it targets"},

	// Field devices: a PLC's or an RTU's coils and registers, an OPC UA
	// server's nodes, a BACnet controller's properties are the pumps,
	// valves and setpoints of a plant; what is written there acts at
	// once (infra.device). mbpoll and modpoll (proconX's, whose syntax
	// mbpoll follows) read unless values follow the device or host
	// (mbpoll [options] device|host [writevalues…]): the last operand a
	// number is one written. modbus-cli's write (modbus write HOST ADDR
	// VALUES), the Python modbus-cli's ADDR=VALUE accesses (modbus HOST
	// h@100=5), opcua-asyncio's uawrite and bacnet-stack's write-property
	// tools always write; bacrd reinitializes (restarts) a controller and
	// bacdcc stops its communication. Ignition's gwcmd --restore replaces
	// a running gateway's projects, tags and connections with a backup's.
	{path: "mbpoll", value: mbpollValue, operand: fieldValue, dest: true, unless: "-h -V", effect: effectExternal, rule: "infra.device", what: "mbpoll writing values to a field device's coils or registers"},
	{path: "modpoll", value: mbpollValue + "4", operand: fieldValue, dest: true, unless: "-h", effect: effectExternal, rule: "infra.device", what: "modpoll writing values to a field device's coils or registers"},
	{path: "modbus write", long: "--debug --port --slave --timeout -p -s", unless: helpUnless, effect: effectExternal, rule: "infra.device", what: "modbus write to a field device's coils or registers"},
	{path: "modbus", value: "rsbPpvt", long: "--baud --byte-order --parity --registers --slave-id --stop-bits --timeout", operand: fieldAccessWrite, unless: helpUnless, effect: effectExternal, rule: "infra.device", what: "modbus writing a field device's register or coil (ADDR=VALUE)"},
	{path: "uawrite", value: "ultnc", long: "--certificate --datatype --logging --nodeid --password --path --private_key --security --timeout --url --user", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "uawrite setting an OPC UA server's node (a plant's value or setpoint)"},
	{path: "bacwp", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "bacwp writing a BACnet controller's property"},
	{path: "bacwpm", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "bacwpm writing a BACnet controller's properties"},
	{path: "bacrd", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "bacrd reinitializing (restarting) a BACnet controller"},
	{path: "bacdcc", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "bacdcc switching a BACnet controller's communication off"},
	{path: "gwcmd", value: "rb", long: "--backup --restore", need: "-r --restore", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "gwcmd --restore replacing a running Ignition gateway's projects, tags and connections with a backup's"},
	{path: "gwcmd.sh", value: "rb", long: "--backup --restore", need: "-r --restore", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "gwcmd --restore replacing a running Ignition gateway's projects, tags and connections with a backup's"},
	// NETCONF's client: an edit, a copy or a delete of a datastore, or
	// the candidate committed, changes the device's running
	// configuration (netconf-console --edit-config=FILE --db running).
	{path: "netconf-console", long: netconfValue, need: "--edit-config --copy-config --delete-config --commit --set", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "netconf-console changing a network device's configuration"},
	{path: "netconf-console2", long: netconfValue, need: "--edit-config --copy-config --delete-config --commit --set", unless: "-h --help", effect: effectExternal, rule: "infra.device", what: "netconf-console changing a network device's configuration"},
	// Network devices. napalm's command line (napalm --vendor junos
	// HOST configure FILE) replaces or merges the device's configuration
	// and commits it, live at once (--dry-run only shows the diff); its
	// call runs one method of the driver, commit_config and rollback
	// among them. netmiko-cfg sends configuration commands.
	{path: "napalm * configure", value: "upvo", long: napalmValue, unless: "--dry-run -h --help", effect: effectExternal, rule: "publish.deploy", what: "napalm configure committing a configuration to a live network device"},
	{path: "napalm * call", value: "upvo", long: napalmValue, operand: napalmCommit, unless: "-h --help", effect: effectExternal, rule: "publish.deploy", what: "napalm call committing or rolling back a live network device's configuration"},
	{path: "netmiko-cfg", long: "--cmd --infile --password --secret --username", unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "netmiko-cfg sending configuration commands to live network devices"},
	// The devices' own commands, as ssh hands them over (ssh admin@r1
	// 'configure; …; commit'): Junos's, IOS XR's and VyOS's commit makes
	// the candidate configuration the running one (commit check only
	// validates it); IOS's configure replace swaps the running one; a
	// copy into running-config merges a file into it. reload restarts an
	// IOS, NX-OS or EOS device (reload cancel stops a scheduled one).
	// The devices' halts and factory resets are in spec_sys.go.
	{path: "commit", effect: effectExternal, rule: "publish.deploy", what: "commit of a network device's candidate configuration (running at once)"},
	{path: "commit check", local: true},
	{path: "configure replace", effect: effectExternal, rule: "publish.deploy", what: "configure replace of a network device's running configuration"},
	{path: "copy", operand: runningConfig, dest: true, effect: effectExternal, rule: "publish.deploy", what: "a copy into a network device's running configuration (live at once)"},
	{path: "reload", effect: effectExternal, rule: "sys.shutdown", what: "reload of a network device (it restarts, every link through it down)"},
	{path: "reload cancel", local: true},

	// A swarm's stack or service removed: its containers stop on every
	// node; named as production's (docker stack rm shop-prod), the
	// service is.
	{path: "docker stack rm", operand: prodName, more: prodNotNegated, unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "docker stack rm of a production stack (its services stopped on every node)"},
	{path: "docker stack remove", operand: prodName, more: prodNotNegated, unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "docker stack rm of a production stack (its services stopped on every node)"},
	{path: "docker service rm", operand: prodName, more: prodNotNegated, unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "docker service rm of a production service"},
	{path: "docker service remove", operand: prodName, more: prodNotNegated, unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "docker service rm of a production service"},

	// GitOps.
	{path: "argocd app delete", value: "lNp", long: "--app-namespace --auth-token --grpc-web-root-path --project --propagation-policy --selector --server", need: "-y --yes", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "argocd app delete (the application and, cascading, what it deployed)"},
	{path: "argocd proj delete", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "argocd proj delete"},
	{path: "flux delete", long: "--context --kubeconfig --namespace", need: "-s --silent", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "flux delete"},
	{path: "flux uninstall", long: "--context --kubeconfig --namespace", need: "-s --silent", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "flux uninstall (Flux and its resources removed from the cluster)"},
	{path: "openstack * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an openstack delete"},
	{path: "openstack * * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an openstack delete"},
	{path: "oci * * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an oci delete"},
	{path: "oci * * terminate", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an oci terminate"},
	{path: "oci * * * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an oci delete"},
	{path: "ibmcloud * *-delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an ibmcloud delete"},
	{path: "ibmcloud * * rm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an ibmcloud rm"},
	{path: "linode-cli * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a linode-cli delete"},
	{path: "scw * * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a scw delete"},
	{path: "cf delete*", value: "o", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a Cloud Foundry delete"},
	{path: "nomad job stop", longDash: true, need: "-purge", unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "nomad job stop -purge"},
	// A node drained with -force stops every allocation on it at once,
	// past the jobs' migrate strategies: their services down until the
	// scheduler places them elsewhere, if it can (-disable ends a drain).
	{path: "nomad node drain", longDash: true, long: "-address -ca-cert -ca-path -client-cert -client-key -deadline -namespace -region -tls-server-name -token", need: "-force", more: widensMore, unless: "-disable -h -help", effect: effectExternal, rule: "infra.cluster", what: "nomad node drain -force (every allocation on the node stopped at once)"},
	// A cluster's whole state replaced by a snapshot's (consul snapshot
	// restore, vault operator raft snapshot restore), and a Vault
	// sealed: no secret can be read until the unseal keys' holders come.
	{path: "consul snapshot restore", longDash: true, unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "consul snapshot restore (the cluster's state replaced by the snapshot's)"},
	{path: "vault operator raft snapshot restore", longDash: true, long: vaultValue, unless: tfUnless, effect: effectExternal, rule: "infra.cluster", what: "vault operator raft snapshot restore (every secret replaced by the snapshot's)"},
	{path: "vault operator seal", longDash: true, long: vaultValue, unless: tfUnless, effect: effectExternal, rule: "infra.cluster", what: "vault operator seal (no secret can be read until it is unsealed)"},
	{path: "consul kv delete", longDash: true, need: "-recurse", unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "consul kv delete -recurse"},
	// A server taken out of the cluster's Raft peers (its quorum smaller,
	// the server's data no longer replicated) and Nomad's state replaced
	// by a snapshot's, as consul's and vault's restores above.
	{path: "consul operator raft remove-peer", longDash: true, unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "consul operator raft remove-peer (a server taken out of the cluster's quorum)"},
	{path: "nomad operator raft remove-peer", longDash: true, unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "nomad operator raft remove-peer (a server taken out of the cluster's quorum)"},
	{path: "vault operator raft remove-peer", longDash: true, long: vaultValue, unless: tfUnless, effect: effectExternal, rule: "infra.cluster", what: "vault operator raft remove-peer (a server taken out of the cluster's quorum)"},
	{path: "nomad operator snapshot restore", longDash: true, unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "nomad operator snapshot restore (the cluster's state replaced by the snapshot's)"},
	// A member forced out and pruned from the member list (consul
	// force-leave -prune: gone, not only marked left), and Nomad's dead
	// jobs, evaluations, allocations and nodes purged now, their history
	// with them (nomad system gc, past the server's thresholds).
	{path: "consul force-leave", longDash: true, need: "-prune", unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "consul force-leave -prune (a member taken out of the cluster's member list)"},
	{path: "nomad system gc", longDash: true, unless: "-h -help", effect: effectExternal, rule: "infra.cluster", what: "nomad system gc (every dead job, evaluation, allocation and node purged at once)"},
	// Oracle Data Pump's import over tables that exist: REPLACE drops
	// each and creates it from the dump, TRUNCATE empties it (Oracle
	// Database Utilities, TABLE_EXISTS_ACTION); the rows it held gone.
	{path: "impdp", operand: tableExistsReplace, unless: "help=y help=yes", effect: effectExternal, rule: "infra.database", what: "impdp with TABLE_EXISTS_ACTION=REPLACE or TRUNCATE (the tables that exist dropped or emptied for the dump's)"},
	// A Kubernetes node's own cluster taken apart where it runs: kubeadm
	// reset (asks first unless -f) and k0s reset delete the node's
	// cluster state, a control plane's etcd data with it; rke remove
	// (asks unless --force) removes the cluster from every node of
	// cluster.yml; talosctl reset wipes the nodes it names; the k3s and
	// RKE2 uninstall scripts delete the cluster's data directory.
	{path: "kubeadm reset", long: "--cert-dir --cri-socket --ignore-preflight-errors --kubeconfig --skip-phases", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "kubeadm reset (the node's cluster state and a control plane's etcd data deleted)"},
	{path: "k0s reset", value: "c", long: "--config --cri-socket --data-dir --kubelet-root-dir", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "k0s reset (the node's cluster state and data deleted)"},
	{path: "rke remove", long: "--config", need: "--force", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "rke remove (the cluster's components and etcd data removed from every node)"},
	{path: "talosctl reset", value: "ne", long: "--context --endpoints --nodes --system-labels-to-wipe --talosconfig --timeout --user-disks-to-wipe --wipe-mode", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "talosctl reset (the nodes it names wiped)"},
	{path: "k3s-uninstall.sh", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "the k3s uninstall script (the cluster's data directory deleted)"},
	{path: "k3s-agent-uninstall.sh", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "the k3s agent's uninstall script (the node taken out of its cluster)"},
	{path: "rke2-uninstall.sh", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "the RKE2 uninstall script (the cluster's data directory deleted)"},
	// The killall scripts stop every container of the node and tear
	// down its network (docs.k3s.io/upgrades/killall); --cluster-reset
	// makes the server's etcd a cluster of one, and with
	// --cluster-reset-restore-path replaces its data by a snapshot's
	// (docs.k3s.io/datastore/backup-restore).
	{path: "k3s-killall.sh", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "the k3s killall script (every container of the node stopped, its network torn down)"},
	{path: "rke2-killall.sh", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "the RKE2 killall script (every container of the node stopped, its network torn down)"},
	{path: "k3s server", need: "--cluster-reset", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "k3s server --cluster-reset (the cluster's etcd reset to this one member, or replaced by a snapshot)"},
	{path: "rke2 server", need: "--cluster-reset", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "rke2 server --cluster-reset (the cluster's etcd reset to this one member, or replaced by a snapshot)"},
	// docker swarm leave --force takes a manager out without a
	// demotion (Docker's docs: the swarm's quorum is lost with it, and
	// with the last manager the swarm's whole state: its services,
	// secrets and configs; only docker swarm init --force-new-cluster
	// on a surviving manager brings it back).
	{path: "docker swarm leave", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "docker swarm leave --force (a manager out without demotion: the swarm's quorum, and with the last one its services, secrets and configs, lost)"},
	{path: "influx * delete", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "an influx delete"},
	// A backup restored over the live server's data: InfluxDB's restore
	// --full replaces every bucket and the metadata (its users and
	// tokens) with the backup's; neo4j-admin's load over an existing
	// database (--overwrite-destination, 4.x's --force) replaces its
	// graph. What was written since the backup is gone.
	{path: "influx restore", long: "--bucket --bucket-id --host --new-bucket --new-org --org --org-id --token", need: "--full", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "influx restore --full (every bucket and the metadata replaced by the backup's)"},
	{path: "neo4j-admin database load", long: "--additional-config --from-path --from-stdin --verbose", need: "--overwrite-destination --overwrite-destination=true", unless: "-h --help", effect: effectExternal, rule: "infra.database", what: "neo4j-admin database load over an existing database (its graph replaced)"},
	{path: "neo4j-admin load", long: "--database --from", need: "--force", unless: "-h --help", effect: effectExternal, rule: "infra.database", what: "neo4j-admin load --force over an existing database (its graph replaced)"},
	{path: "mc rb", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "mc rb of a bucket"},
	{path: "mc rm", need: "-r --recursive", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "mc rm --recursive"},
	{path: "firebase firestore:delete", long: "--project -P", need: "-r --recursive --all-collections", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "firebase firestore:delete of collections"},
	{path: "firebase database:remove", long: "--instance --project -P", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "firebase database:remove"},
	{path: "firebase hosting:disable", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "firebase hosting:disable (the site goes offline)"},
	// Hosted databases' own clients: heroku pg:psql runs SQL on an
	// app's database (-a shop-prod), statements on standard input or
	// a script (dbscript.go); bq query runs its operand or standard input.
	{path: "heroku pg:psql", value: "acfr", long: "--app --command --credential --file --remote", codeOpts: "-c --command", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through heroku pg:psql"},
	{path: "bq query", long: "--dataset_id --destination_table --format --location --max_rows --parameter --project_id", operand: dropSQL, effect: effectExternal, rule: "infra.database", what: "a table or dataset dropped through bq query"},
	{path: "heroku pg:reset", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "heroku pg:reset (every table of the database)"},
	{path: "heroku addons:destroy", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "heroku addons:destroy"},
	{path: "fly * destroy", value: "a", long: "--app --config", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a fly destroy (an app, its machines or volumes)"},
	{path: "flyctl * destroy", value: "a", long: "--app --config", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "a flyctl destroy (an app, its machines or volumes)"},
	{path: "eksctl delete cluster", value: "nrf", long: eksValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "eksctl delete cluster"},
	{path: "eksctl delete *", value: "nrf", long: eksValue, need: "--approve", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an eksctl delete"},
	{path: "hcloud * delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "an hcloud delete"},
	{path: "bq rm", value: "rfdtm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "bq rm of a BigQuery dataset or table"},
	{path: "serverless remove", value: "sr", long: "--aws-profile --config --region --stage", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "serverless remove (the stage's whole stack)"},
	{path: "sls remove", value: "sr", long: "--aws-profile --config --region --stage", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "serverless remove (the stage's whole stack)"},
	// kamal remove takes the app, its proxy and every accessory off the
	// servers, the accessories' data directories with them (a database's
	// files); it asks first unless -y.
	{path: "kamal remove", value: "cdr", long: "--config-file --destination --hosts --roles --version", need: "-y --confirmed", unless: "--help", effect: effectExternal, rule: "infra.cloud", what: "kamal remove of the app, its proxy and its accessories with their data"},
	// kamal accessory remove NAME|all: the accessory's container, image
	// and data directory (a database's files), after the same question.
	// kamal app remove stops the app and takes its containers, images
	// and app directories off every server, without asking: production
	// down until the next deploy.
	{path: "kamal app remove", value: "cdr", long: "--config-file --destination --hosts --roles --version", unless: "--help", effect: effectExternal, rule: "infra.cloud", what: "kamal app remove of the app's containers and images from the servers"},
	{path: "kamal accessory remove", value: "cdr", long: "--config-file --destination --hosts --roles --version", need: "-y --confirmed", unless: "--help", effect: effectExternal, rule: "infra.cloud", what: "kamal accessory remove of an accessory with its data directory"},
	// Azure PowerShell and Microsoft Graph: every Remove- cmdlet of the
	// Az and Mg modules deletes a resource (-WhatIf previews).
	// A mailbox's preservation lifted: its litigation hold off, or
	// single item recovery off (Set-Mailbox, ExchangePowerShell): what
	// its owner deletes may then be purged for good, a court's evidence
	// among it.
	{path: "set-mailbox", ps: true, fold: true, long: mailboxValue, need: "-LitigationHoldEnabled=False -LitigationHoldEnabled=0 -SingleItemRecoveryEnabled=False -SingleItemRecoveryEnabled=0", unless: psWhatIf, effect: effectExternal, rule: "infra.backup", what: "lifting a mailbox's litigation hold or recovery (its mail may then be purged for good)"},
	{path: "remove-mg*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a Microsoft Graph Remove- cmdlet"},
	// Intune's remote actions on a managed device, through Microsoft
	// Graph's cmdlets (Invoke-MgWipeDeviceManagementManagedDevice, its
	// -MgBeta- twin; Clear-MgDeviceManagementManagedDevice, Graph's
	// "Wipe a device", and its kin for a user's and a co-managed device,
	// Clear-MgUserManagedDevice, Clear-MgBetaDeviceManagementComanagedDevice)
	// or the older Microsoft.Graph.Intune module's
	// (Invoke-IntuneManagedDeviceWipeDevice): a wipe resets the device
	// to factory settings, a retire removes the company's data, apps and
	// management from it, a clean (Fresh Start) reinstalls Windows
	// without its apps. None can be taken back.
	{path: "invoke-mg*wipe*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device wiped (reset to factory settings)"},
	{path: "clear-mg*manageddevice", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device wiped (reset to factory settings)"},
	{path: "invoke-mg*retire*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device retired (the company's data, apps and management removed from it)"},
	{path: "invoke-mg*clean*windowsdevice", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device's Windows reinstalled without its apps (Fresh Start)"},
	{path: "invoke-intune*wipe*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device wiped (reset to factory settings)"},
	{path: "invoke-intune*retire*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device retired (the company's data, apps and management removed from it)"},
	{path: "invoke-intune*clean*windowsdevice", ps: true, unless: psWhatIf, effect: effectExternal, rule: "infra.device", what: "an Intune device's Windows reinstalled without its apps (Fresh Start)"},
	// Active Directory's Remove- cmdlets delete users, groups, computers
	// and OUs of the domain, for every machine and person in it.
	{path: "remove-ad*", ps: true, long: "-AuthType -Credential -Filter -Identity -Members -Partition -Server", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "an Active Directory object removed (users, groups or computers of the domain)"},
	{path: "heroku apps:destroy", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "heroku apps:destroy"},

	// Databases dropped through their clients.
	{path: "psql", dbURL: dbByArg, value: "cdfhpUv", long: "--command --dbname --file --host --port --set --username --variable", codeOpts: "-c --command", code: dropSQL, more: &specMore{moreChange: &moreChange{localDefault: true, hostVars: libpqHostVars, role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through psql"},
	{path: "mysql", dbURL: dbByArg, value: "ehuPDS", long: "--database --execute --host --pager --port --socket --user", codeOpts: "-e --execute", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &moreArgs{attached: "p"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{localDefault: true, hostVars: "MYSQL_HOST", role: roleForeignText}}, code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through mysql"},
	{path: "mariadb", dbURL: dbByArg, value: "ehuPDS", long: "--database --execute --host --pager --port --socket --user", codeOpts: "-e --execute", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &moreArgs{attached: "p"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{localDefault: true, hostVars: "MYSQL_HOST", role: roleForeignText}}, code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through mariadb"},
	// Dumpers print a database's whole contents (specMore.dumps: pg_dump
	// db | curl sends it); unless are the options that leave the data
	// out (pg_dump -s, mysqldump -d: pg_dump's -d names the database).
	{path: "pg_dump", value: "fFjnNtTZEdhpUSe", long: pgDumpLong, unless: "-s --schema-only --no-data", more: dumpsMore},
	{path: "pg_dumpall", value: "fdhlpUS", long: pgDumpLong, unless: "-s --schema-only --no-data -g --globals-only -r --roles-only -t --tablespaces-only", more: dumpsMore},
	{path: "mysqldump", value: "uhPSrwT", long: mysqlDumpLong, unless: "-d --no-data", more: mysqlDumpMore},
	{path: "mariadb-dump", value: "uhPSrwT", long: mysqlDumpLong, unless: "-d --no-data", more: mysqlDumpMore},
	{path: "mysqlpump", value: "uhPSrwT", long: mysqlDumpLong, unless: "-d --no-data --skip-dump-rows", more: mysqlDumpMore},
	{path: "mongodump", value: "hdcupoqj", long: mongoDumpLong, more: dumpsMore},
	{path: "mongoexport", value: "hdcupoqf", long: mongoDumpLong, more: dumpsMore},
	// sqlplus USER/PW@DB [@SCRIPT]: statements on standard input, or a
	// script named by @ (dbscript.go reads its name).
	// Oracle's rman [target CONNECT] [cmdfile F]: its commands on
	// standard input (DELETE NOPROMPT BACKUP, DROP DATABASE).
	{path: "rman", dbURL: dbByArg, code: dropSQL, effect: effectExternal, rule: "infra.database", what: "backups, archived logs or a database deleted through rman"},
	{path: "sqlplus", dbURL: dbByArg, value: "MR", long: "-markup", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through sqlplus", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// SAP HANA's hdbsql [OPTIONS] [STATEMENT]: the statement its operand,
	// a script given by -I, the database by -n HOST:PORT, -d, or a key
	// of the secure user store (-U PRDKEY), often named by its system.
	{path: "hdbsql", dbURL: dbByArg, value: "nidupUIocgFVCSBm", operand: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped, emptied or its backups deleted through hdbsql", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sqlcmd", dbURL: dbByArg, value: "QqSUPd", codeOpts: "-Q -q", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through sqlcmd", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mongosh", dbURL: dbByArg, long: "--eval --host --password --port --username", codeOpts: "--eval", code: dropMongo, more: &specMore{moreChange: &moreChange{localDefault: true, role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "a database dropped through mongosh"},
	{path: "mongo", dbURL: dbByArg, long: "--eval --host --password --port --username", codeOpts: "--eval", code: dropMongo, more: &specMore{moreChange: &moreChange{localDefault: true, role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "a database dropped through mongo"},
	// The HBase shell reads its commands from standard input too
	// (echo "drop_all '.*'" | hbase shell -n).
	{path: "hbase shell", operand: hbaseDrops, stdinOperand: true, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "hbase shell dropping or truncating tables"},
	// ldapdelete -r deletes an entry and every entry under it (an OU's
	// users, hosts and groups); -n only shows what it would do.
	{path: "ldapdelete", value: "DefhHopPwyYXURzO", need: "-r", unless: "-n", effect: effectExternal, rule: "infra.cloud", what: "ldapdelete -r of a directory subtree (every entry under it)"},
	{path: "redis-cli", dbURL: dbByArg, value: redisValue, long: redisLong, operand: flushRedis, stdinOperand: true, more: &specMore{moreChange: &moreChange{cache: true, role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "redis FLUSHALL/FLUSHDB"},
	// redis-cli's commands that take the server away: SHUTDOWN,
	// REPLICAOF HOST PORT (its data replaced by another server's), DEBUG
	// SEGFAULT; the developer's own cache server may go (cache). CONFIG
	// SET dir or dbfilename moves where its next save writes, its
	// memory written over any file it may write (the classic
	// write-a-file attack, ~/.ssh/authorized_keys), on any server.
	{path: "redis-cli", dbURL: dbByArg, value: redisValue, long: redisLong, more: &specMore{moreChange: &moreChange{cache: true, setting: redisTakeAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "redis SHUTDOWN, REPLICAOF, DEBUG, CLUSTER RESET or FORGET, SCRIPT or FUNCTION FLUSH, or its password or protected mode taken away"},
	{path: "redis-cli", dbURL: dbByArg, value: redisValue, long: redisLong, more: &specMore{moreChange: &moreChange{cache: true, setting: redisEmptied}, moreRun: &noRun, moreCode: &noCode, moreArgs: &moreArgs{optsFirst: true}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "redis XTRIM, LTRIM, ZREMRANGEBY* or EXPIRE emptying a key"},
	{path: "redis-cli", value: redisValue, long: redisLong, more: &specMore{moreChange: &moreChange{setting: redisSaveDir}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "redis CONFIG SET of the directory or file its saves write"},
	// mysqladmin's -p takes the password only in its own word (-pSECRET;
	// -p alone prompts), as every MySQL client's does: mysqladmin -p drop
	// DB -f drops DB.
	{path: "mysqladmin drop", value: "uhPS", long: "--host --port --socket --user", more: mysqlAdminMore, need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "mysqladmin drop of a database without asking"},
	{path: "wrangler d1 execute", long: "--command --config --env --file --persist-to", need: "--remote", codeOpts: "--command", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a D1 database dropped or emptied with --remote"},
	// Frameworks' resets that empty the database without asking.
	{path: "python manage.py flush", long: "--database --settings", need: "--noinput --no-input", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "manage.py flush (every row of the database) without asking"},
	{path: "python3 manage.py flush", long: "--database --settings", need: "--noinput --no-input", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "manage.py flush (every row of the database) without asking"},
	{path: "manage.py flush", long: "--database --settings", need: "--noinput --no-input", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "manage.py flush (every row of the database) without asking"},
	// prisma db execute runs a script (--file, --stdin) on the database
	// --url names: a database client, read by namedScript.
	{path: "prisma db execute", dbURL: dbByArg, long: "--file --schema --url", effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through prisma db execute"},
	// turso db shell DB [SQL]: the statement its operand or standard
	// input, on the hosted database.
	{path: "turso db shell", long: "--instance --location", operand: dropSQL, stdinOperand: true, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through turso db shell"},
	{path: "prisma migrate reset", dbURL: dbByEnv, long: "--schema", need: "--force -f", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "prisma migrate reset (the database dropped and recreated) without asking"},
	{path: "prisma db push", dbURL: dbByEnv, long: "--schema", need: "--force-reset --accept-data-loss", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "prisma db push resetting the database or accepting data loss"},
	{path: "dropdb", dbURL: dbByName, value: "hpU", long: "--host --maintenance-db --port --username", unless: helpUnless, more: libpqMore, effect: effectExternal, rule: "infra.database", what: "dropdb"},
	{path: "invoke-sqlcmd", dbURL: dbByArg, ps: true, long: "-ConnectionString -Database -InputFile -Password -Query -QueryTimeout -ServerInstance -Username -Variable", codeOpts: "-Query", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through Invoke-Sqlcmd", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// A restore over a database that is there (SqlServer module's
	// Restore-SqlDatabase -ReplaceDatabase, "overwriting any existing
	// database with the same name"; dbatools' Restore-DbaDatabase
	// -WithReplace, T-SQL's WITH REPLACE): every change since the backup
	// was taken is gone.
	{path: "restore-sqldatabase", dbURL: dbByArg, ps: true, fold: true, long: "-BackupFile -Database -DatabaseFile -DatabaseFileGroup -FileNumber -InputObject -Path -RelocateFile -RestoreAction -ServerInstance -SqlCredential", need: "-ReplaceDatabase", unless: psWhatIf, effect: effectExternal, rule: "infra.database", what: "a database overwritten by a restore of an older backup (Restore-SqlDatabase -ReplaceDatabase)"},
	{path: "restore-dbadatabase", dbURL: dbByArg, ps: true, fold: true, long: "-DatabaseName -Path -SqlCredential -SqlInstance", need: "-WithReplace", unless: psWhatIf, effect: effectExternal, rule: "infra.database", what: "a database overwritten by a restore of an older backup (Restore-DbaDatabase -WithReplace)"},
	{path: "etcdctl del", long: "--cacert --cert --command-timeout --endpoints --key --password --user", need: "--prefix --from-key", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "etcdctl del of every key under a prefix"},
	{path: "etcdctl defrag", effect: effectNone},
	// A database server's own files taken away where it runs: Debian's
	// pg_dropcluster deletes the cluster's data directory with it;
	// pg_resetwal (pg_resetxlog before PostgreSQL 10) throws the
	// write-ahead log away, and with it the transactions not yet written
	// (-n only prints what it would set).
	{path: "pg_dropcluster", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "pg_dropcluster (the cluster's data directory deleted)"},
	{path: "pg_resetwal", value: "cDelmoOux", long: "--char-signedness --commit-timestamp-ids --epoch --multixact-ids --multixact-offset --next-oid --next-transaction-id --next-wal-file --oldest-transaction-id --pgdata --wal-segsize", unless: "-n --dry-run --help -V --version", effect: effectExternal, rule: "infra.database", what: "pg_resetwal (the write-ahead log and the transactions in it thrown away)"},
	{path: "pg_resetxlog", value: "cDelmoOux", unless: "-n --help -V --version", effect: effectExternal, rule: "infra.database", what: "pg_resetxlog (the write-ahead log and the transactions in it thrown away)"},
	// A member taken out of a database's cluster: etcdctl member remove,
	// Cassandra's nodetool removenode, assassinate and decommission (the
	// node's ranges handed away); nodetool clearsnapshot deletes the
	// node's snapshots, its backups.
	{path: "etcdctl member remove", long: "--cacert --cert --command-timeout --endpoints --key --password --user", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "etcdctl member remove (a member taken out of the etcd cluster)"},
	{path: "nodetool removenode", longDash: true, long: nodetoolValue, unless: "-help --help", effect: effectExternal, rule: "infra.cluster", what: "nodetool removenode (a node taken out of the Cassandra ring)"},
	{path: "nodetool assassinate", longDash: true, long: nodetoolValue, unless: "-help --help", effect: effectExternal, rule: "infra.cluster", what: "nodetool assassinate (a node forced out of the Cassandra ring)"},
	{path: "nodetool decommission", longDash: true, long: nodetoolValue, unless: "-help --help", effect: effectExternal, rule: "infra.cluster", what: "nodetool decommission (the node taken out of the Cassandra ring)"},
	{path: "nodetool clearsnapshot", longDash: true, long: nodetoolValue, unless: "-help --help", effect: effectExternal, rule: "infra.backup", what: "nodetool clearsnapshot (the node's snapshots, its backups, deleted)"},
	// Frameworks' database commands: --force is what they ask for in
	// production (without it they refuse or ask there).
	{path: "php artisan", operand: artisanWipe, need: "--force", long: "--database --env --path --seeder", unless: helpUnless, more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "APP_ENV", opts: "--env", dbOpts: "--database"}, pretend: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "php artisan wiping or rebuilding the database with --force"},
	// php artisan is artisan (scriptCLI): its test environment.
	{path: "artisan", long: "--database --env --path --seeder", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "APP_ENV", opts: "--env", dbOpts: "--database"}, pretend: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "php bin/console", operand: doctrineDrop, need: "--force -f", long: "--connection --env", value: "e", unless: helpUnless, more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "APP_ENV", opts: "-e --env", dbOpts: "--connection"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "infra.database", what: "a Doctrine database or schema dropped with --force"},
	// php bin/console is Symfony's console (scriptCLI): its environment.
	{path: "console", value: "e", long: "--connection --env", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "APP_ENV", opts: "-e --env", dbOpts: "--connection"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Frameworks that work on the database of the environment they are
	// told (testDB): told only the test environment, what they drop is
	// the test suite's database.
	{path: "rails", value: "e", long: "--env --environment", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: railsVars, opts: "-e --environment --env", devDefault: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// rake's -e is code it runs, not an environment; -C, -I, -j, -r and
	// -R take a value too (-f's, a Rakefile, is read as an operand: the
	// file it loads, whose errors quote it). -T, -D, -W and -P list its
	// tasks, -n traces them without running their actions (unless).
	{path: "rake", value: "CeEIjpRr", long: "--directory --execute --execute-continue --execute-print --jobs --libdir --rakelibdir --require",
		unless: "-T --tasks -D --describe -W --where -P --prereqs -n --dry-run -h --help -V --version", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: railsVars, devDefault: true}, task: true, role: rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mix", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "MIX_ENV", devDefault: true}, task: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "knex", long: "--client --connection --cwd --env --knexfile --migrations-directory --specific", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "NODE_ENV", opts: "--env", dbOpts: "--knexfile --connection --client --cwd"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sequelize", long: sequelizeValue, more: &specMore{moreChange: &moreChange{testEnv: sequelizeEnv}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sequelize-cli", long: sequelizeValue, more: &specMore{moreChange: &moreChange{testEnv: sequelizeEnv}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// python manage.py is django-admin (scriptCLI).
	{path: "django-admin", long: "--database --pythonpath --settings", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "DJANGO_ENV", modules: "--settings DJANGO_SETTINGS_MODULE", dbOpts: "--database"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// dotnet ef is dotnet-ef (scriptCLI).
	{path: "dotnet-ef", long: "--configuration --connection --context --framework --project --startup-project", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "ASPNETCORE_ENVIRONMENT DOTNET_ENVIRONMENT", dbOpts: "--connection --context"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "flask", more: &specMore{moreChange: &moreChange{testEnv: &dbEnv{vars: "FLASK_ENV"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Migration tools whose dry run is an option of their own: alembic
	// upgrade --sql prints the migration's SQL (offline mode) and runs
	// none; with such an option given, the vocabulary does not read
	// their words (a spec's unless, externalJudge).
	{path: "alembic", global: true, value: "cnx", long: "--config --name"},
	{path: "alembic upgrade", unless: "--sql --help -h"},
	{path: "alembic downgrade", unless: "--sql --help -h"},
	{path: "flask db upgrade", unless: "--sql --help"},
	{path: "flask db downgrade", unless: "--sql --help"},
	{path: "clickhouse-client", value: "hqudp", long: clickValue, codeOpts: "-q --query -n", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through clickhouse-client", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "clickhouse client", value: "hqudp", long: clickValue, codeOpts: "-q --query", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through clickhouse client"},
	// Warehouses' and engines' own SQL clients: a query given (-q, -e,
	// --execute) or a script (-f, dbscript.go), on the connection
	// profile or the server they are told (snowsql -c prod, trino
	// --server https://trino.prod…).
	{path: "snowsql", value: "audsrwhpqfcoD", long: "--accountname --authenticator --config --connection --dbname --filename --host --option --port --query --region --rolename --schemaname --username --variable --warehouse", codeOpts: "-q --query", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through snowsql"},
	{path: "usql", dbURL: dbByArg, value: "cfosP", long: "--command --config --file --out --pset --set --variable", codeOpts: "-c --command", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through usql", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "trino", long: "--catalog --execute --file --output-format --password --schema --server --session --source --user -f", codeOpts: "--execute", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a table or schema dropped through trino"},
	{path: "vsql", value: "cfhpUdwv", long: "--command --dbname --file --host --password --port --username", codeOpts: "-c --command", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a database dropped or emptied through vsql"},
	{path: "beeline", value: "uenpfdi", long: "--hiveconf --hivevar --property-file", codeOpts: "-e", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a table or database dropped through beeline"},
	{path: "cqlsh", value: "euk", long: "--execute --file --keyspace --password --username", codeOpts: "-e --execute", code: dropSQL, effect: effectExternal, rule: "infra.database", what: "a keyspace or table dropped through cqlsh", more: &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
}

// kubeGetValue are kubectl get's (and oc get's) one-letter options that
// take a value: -n NS, -l SELECTOR, -L COLUMNS, -o FORMAT, -f FILE, -k
// DIR, and the global -s SERVER and -v LEVEL, which may follow the
// subcommand. A constant: the tables name it (pytestValue).
const kubeGetValue = "nlLofksv"

var (
	napalmCommit = &lazyRegexp{expr: `^(commit_config|rollback)$`}
	// fieldValue is a value written to a field device (123, -5, 0x1F,
	// 55.5); a host (10.20.1.15) or a device (/dev/ttyUSB0) is none.
	// fieldAccessWrite is the Python modbus-cli's access that writes
	// (h@100=5, 40001/h=0, speed=100): an address or a name given a value.
	fieldValue       = &lazyRegexp{expr: `^-?(0[xX][0-9A-Fa-f]+|[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?)$`}
	fieldAccessWrite = &lazyRegexp{expr: `^[A-Za-z0-9_@/:<>!.]+=[^=]`}
	runningConfig    = &lazyRegexp{expr: `(?i)^(system:)?(running-config|running)$`}
	// tfChanges are the terraform commands that change infrastructure or
	// its state (state rm, mv, push and replace-provider, workspace
	// delete), and a command only known at run time (its worst reading).
	tfChanges = &lazyRegexp{expr: `^(apply|destroy|import|force-unlock|rm|mv|push|replace-provider|delete|taint|untaint|refresh)$|\$`}
	// cdkProdStack matches a stack's name or pattern that names
	// production, every stack ('*'), or production's in camel case
	// (ShopProdStack, ProdStack) where prodName reads words.
	cdkProdStack = &lazyRegexp{expr: `^\*$|` + prodCamel}
	// prodCamelName matches a name that names production as prodName
	// does, its words joined in camel case too (ProdFleet,
	// thinggroup/ShopProdSensors).
	prodCamelName = &lazyRegexp{expr: prodCamel}
	// prodNegated matches a name built on a negation of production
	// (NonProdStack, preprod, un-prod), which names none (prodNegations).
	prodNegated  = &lazyRegexp{expr: `(?i)(non|not|pre|un|no|re)[-_]?(prod|production|prd)`}
	sequelizeEnv = &dbEnv{vars: "NODE_ENV", opts: "--env", dbOpts: "--url --config --options-path"}
	// prodPath: a manifest's file or directory named for production
	// (k8s/prod/, overlays/production), not a URL.
	prodPath = &lazyRegexp{expr: `(?im)^[^:
]*(^|[^a-z0-9
])(prod|production|prd)([^a-z0-9
][^:
]*)?$`}
	// everySnapshot is a snapshot name that is every one (ONTAP's *).
	everySnapshot = &lazyRegexp{expr: `^\*$`}
	// everyNode is kubectl get nodes -o name's every line (listing.go).
	everyNode = &lazyRegexp{expr: `^(node|nodes|no)/\*$`}
	// zeroCount is a capacity of none; zeroScaling the same in EKS's
	// scaling config (desiredSize=0,maxSize=0 or its JSON).
	zeroCount = &lazyRegexp{expr: `^0+$`}
	// pitrOff: DynamoDB's point-in-time recovery switched off, in the
	// shorthand or the JSON form.
	pitrOff     = &lazyRegexp{expr: `(?i)PointInTimeRecoveryEnabled["']?\s*[=:]\s*["']?false\b`}
	zeroScaling = &lazyRegexp{expr: `(?i)"?(desiredSize|maxSize)"?\s*[=:]\s*0+\b`}
	// slurmPool is scontrol's NodeName naming more than one node (a
	// range or a list: hostlist expressions, scontrol(1); ALL), or a
	// partition, every node of it.
	slurmPool     = &lazyRegexp{expr: `(?i)^(nodename=([^=]*[\[,][^=]*|all)|partitionname=.+)$`}
	slurmNodeDown = &lazyRegexp{expr: `(?i)(^|=)state=(down|drain|fail|power_down|power_down_force)(=|$)`}
	// lxdRemoteRef is an instance, a pool or a project of another
	// server, as LXD's and Incus's clients name it (REMOTE:NAME,
	// lxc remote add); virtRemoteURI a libvirt connection to another
	// host's hypervisor (qemu+ssh://HOST/system, esx://HOST), not this
	// machine's (qemu:///system, an empty host).
	lxdRemoteRef  = &lazyRegexp{expr: `^[A-Za-z0-9][A-Za-z0-9_.-]*:[A-Za-z0-9]`}
	virtRemoteURI = &lazyRegexp{expr: `^[A-Za-z0-9]+(\+[A-Za-z0-9]+)?://[^/]`}
	prodName      = &lazyRegexp{expr: `(?i)(^|[^a-z0-9])(production|live|mainnet|([a-z]{2,8})?(prod|prd)[0-9]*)([^a-z0-9]|$)`}
	// kubectlGlobal: kubectl's (and oc's) options before the subcommand,
	// its one-letter ones that take a value too (-s SERVER, -n NS, -v
	// LEVEL): kubectl -s https://prod:6443 delete ns x deletes.
	kubectlGlobal = spec{path: "kubectl", global: true, value: "nsv", long: kubeValue, more: &specMore{moreChange: &moreChange{outFrom: "exec logs run attach"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}}
	// kubectlGet reads kubectl get's words after get, for the kind it
	// lists (kubeListed, listedKind).
	kubectlGet = spec{path: "kubectl get", value: kubeGetValue, long: kubeValue}
	// holdOff matches a setting that takes a protection off (an S3
	// legal hold's Status=OFF, versioning's Status=Suspended), or one
	// read from a file (file://hold.json, --cli-input-json
	// file://req.json): only known at run time, it may be OFF;
	// matterClosed a Vault matter's action that releases its holds.
	holdOff      = &lazyRegexp{expr: `(?i)status["']?\s*[=:]\s*["']?(off|suspended)\b|^["']?fileb?://`}
	matterClosed = &lazyRegexp{expr: `(?i)^(close|delete)$`}
	// pkiRevoke matches a PKI secrets engine's revoke endpoints (pki/revoke,
	// pki_int/revoke-with-key).
	pkiRevoke = &lazyRegexp{expr: `(^|/)revoke(-with-key)?$`, words: []string{"revoke"}}
	// vaultLoginPath matches the paths whose write returns a credential:
	// an auth method's login (auth/userpass/login/alice, auth/approle/
	// login), a token made (auth/token/create, create-orphan, create/
	// ROLE), an AppRole's secret id made (auth/approle/role/R/secret-id).
	vaultLoginPath = &lazyRegexp{expr: `^/?(v1/)?auth/([^/]+/login(/.*)?|token/create(-orphan)?(/.*)?|[^/]+/role/[^/]+/(custom-)?secret-id)$`, words: []string{"auth"}}

	artisanWipe  = &lazyRegexp{expr: `^(db:wipe|migrate:fresh|migrate:reset|migrate:refresh)$`}
	doctrineDrop = &lazyRegexp{expr: `^doctrine:(database|schema):drop$`}
	// A backup catalog's entries deleted (SAP HANA's BACKUP CATALOG
	// DELETE …, with COMPLETE their files too) leave no copy to restore
	// from: the database's history emptied. The database's own scheduler
	// told to delete its jobs (SQL Server Agent's msdb sp_delete_job,
	// learn.microsoft.com; Oracle's DBMS_SCHEDULER.DROP_JOB; pg_cron's
	// cron.unschedule) stops the work it ran: the billing run, the
	// backups. A user dropped with what it owns is a schema dropped:
	// Oracle's and Db2's DROP USER … CASCADE (a user is its schema
	// there), PostgreSQL's DROP OWNED BY, a tablespace dropped INCLUDING
	// CONTENTS; an Oracle pluggable database is a database. A database
	// taken away without a DROP is the same outage (takeAwaySQL).
	dropSQL = &lazyRegexp{expr: `(?is)\b(drop\s+((pluggable\s+)?database|schema|table|keyspace)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(` + alwaysTrueWhere + `)?(;|$)|` + mutationDeleteAll + `|backup\s+catalog\s+delete\b|sp_delete_job\b|dbms_scheduler\.drop_job\b|cron\.unschedule\s*\(` +
		`|drop\s+user\s+(?:"[^"]+"|[\w$#.@]+)\s+cascade\b|drop\s+owned\s+by\b|restore\s+database\s+[^;]*?\bwith\b[^;]*?\breplace\b|drop\s+tablespace\s+(?:"[^"]+"|[\w$#.]+)\s+including\s+contents\b|` + takeAwaySQL + `)` + `|(?:^|[;\n])\s*` + shutdownSQL}
	// sqlComparedLiterals matches a SQL string literal a value is
	// compared with (LIKE '%drop table%', = 'truncate table x'): data,
	// never run. A literal elsewhere may be code (EXECUTE 'DROP TABLE t').
	// One with a backslash ends where the dialect says (MySQL's and
	// PostgreSQL's E'' read \' as a quote, the standard does not): not
	// matched, so its words are judged as code.
	sqlComparedLiterals = &lazyRegexp{expr: `(?is)((?:\b(?:i?like|similar\s+to)|[=<>~]|!=|~\*)\s*)'(?:[^'\\]|'')*'`}
	// dropMongo: the shell's calls that drop or empty what the server
	// keeps, or take it or its members away: a collection or database
	// dropped (drop(), dropDatabase(), runCommand({dropDatabase: 1}), a
	// command document's drop: "coll"), every document deleted or
	// changed ({} selects every one: deleteMany({}), remove({}),
	// updateMany({}, {$unset: …})), every user or role dropped, the
	// server shut down, a replica set's member removed (rs.remove).
	dropMongo = &lazyRegexp{expr: `\.drop(Database|AllUsers|AllRoles)?\s*\(|\.(deleteMany|remove)\s*\(\s*\{\s*\}\s*\)|\.updateMany\s*\(\s*\{\s*\}\s*,|\{\s*["']?(dropDatabase|drop|dropAllUsersFromDatabase|shutdown)["']?\s*:|\.shutdownServer\s*\(|\brs\.remove\s*\(`}
	// objectWildcard: an object URL with a wildcard (s3://bucket/*).
	objectWildcard = &lazyRegexp{expr: `^[a-z0-9]+://[^/]+(/.*)?\*`}
	// ansibleReboot: ansible's modules that restart the hosts (reboot,
	// win_reboot, by their short or collection names).
	ansibleReboot = &lazyRegexp{expr: `^((ansible\.builtin|ansible\.windows)\.)?(win_)?reboot$|^(community\.general\.)?shutdown$`}
	// hbaseDrops are the HBase shell's commands that drop or empty
	// tables (drop_all 'regex': every table it matches).
	hbaseDrops = &lazyRegexp{expr: `(?i)^(drop|drop_all|drop_namespace|truncate|truncate_preserve|deleteall)$`}
	flushRedis = &lazyRegexp{expr: `(?i)^flush(all|db)$|\bp?call\(\s*['"]flush(all|db)\b`}
	// redisTakeAway: redis-cli's commands (operands joined by =) that
	// take the server, its data or its protection away: SHUTDOWN,
	// REPLICAOF HOST PORT, DEBUG SEGFAULT; a cluster node reset (its
	// data and slots dropped) or a member forgotten, its slots emptied
	// (CLUSTER RESET, FORGET, FLUSHSLOTS, DELSLOTS; redis-cli --cluster
	// del-node); the server's scripts or functions flushed; its password
	// emptied, protected mode turned off, or a user let in without one
	// (CONFIG SET requirepass "", protected-mode no, ACL SETUSER … nopass).
	redisTakeAway = &lazyRegexp{expr: `(?i)^(?:shutdown(?:=|$)|(?:replicaof|slaveof)=[^=]+=[^=]+$|debug=(?:segfault|crash-and-recover|restart|oom)(?:=|$)|cluster=(?:reset|forget|flushslots|delslots|delslotsrange)(?:=|$)|del-node=|(?:script|function)=flush(?:=|$)|config=set=(?:[^=]+=[^=]*=)*(?:requirepass=(?:""|'')?(?:=|$)|protected-mode=no(?:=|$))|acl=setuser=[^=]+=(?:[^=]*=)*(?:nopass|resetpass)(?:=|$))`}
	// redisEmptied: a key emptied whole by the commands that trim it:
	// XTRIM KEY MAXLEN [=|~] 0, LTRIM KEY START 0 with START past the
	// first element, ZREMRANGEBYRANK KEY 0 -1, ZREMRANGEBYSCORE KEY -inf
	// +inf (or ZREMRANGEBYLEX - +), and EXPIRE or PEXPIRE KEY 0 (or
	// less), or EXPIREAT or PEXPIREAT KEY at a time past (before 2001:
	// fewer than 10 digits of seconds, 13 of milliseconds), which
	// deletes it. redis-cli's options end at the command's
	// name (optsFirst): ZREMRANGEBYRANK k 0 -1's -1 is an argument.
	redisEmptied = &lazyRegexp{expr: `(?i)^(?:xtrim=[^=]+=maxlen=(?:[=~]=)?0|ltrim=[^=]+=[1-9][0-9]*=0|ltrim=[^=]+=-1=0|zremrangebyrank=[^=]+=0=-1|zremrangebyscore=[^=]+=-inf=\+?inf|zremrangebylex=[^=]+=-=\+|p?expire(?:at)?=[^=]+=(?:-[0-9]+|0)|expireat=[^=]+=[0-9]{1,9}|pexpireat=[^=]+=[0-9]{1,12})(?:=|$)`}
	redisSaveDir = &lazyRegexp{expr: `(?i)^config=set=(?:dir|dbfilename)=`}
)

const (
	// napalmValue are napalm's options that take a value; napalmCommit
	// the driver's methods that change the running configuration;
	// runningConfig a network device's running configuration.
	napalmValue wordList = "--method-kwargs --optional_args --password --strategy --user --vendor"
	// mbpollValue are mbpoll's and modpoll's options that take a value
	// (-m MODE, -a SLAVE, -r REF, -c COUNT, -t TYPE, -l RATE, -o TIMEOUT,
	// -p PORT or PARITY, -b BAUD, -d BITS, -s STOPBITS, -P PARITY);
	// modpoll's -4 too (its RTS delay). netconfValue are netconf-console's.
	mbpollValue           = "abcdlmoprstP"
	netconfValue wordList = "--copy-config --db --edit-config --host --password --port --user -p -u"
	tfValue      wordList = "-backup -chdir -lock-timeout -parallelism -replace -state -state-out -target -var -var-file"
	tfAuto       wordList = "-auto-approve --auto-approve"
	tfUnless     wordList = "-help --help -h"
	// tfStateValue and tfStateUnless are terraform state's: state rm
	// -dry-run lists what it would forget.
	tfStateValue  wordList = "-backup -chdir -lock-timeout -state"
	tfStateUnless wordList = "-help --help -h -dry-run"
	// helpUnless: help, previews and dry runs; Azure CLI's storage batch
	// commands and aws s3 spell theirs --dryrun (az storage blob
	// delete-batch --dryrun lists what it would delete).
	// cdkValue are cdk deploy's options that take a value.
	cdkValue wordList = "--app --asset-parallelism --build-exclude --change-set-name --concurrency --context --exclusively --method --notification-arns --output --outputs-file --parameters --profile --progress --require-approval --role-arn --tags --toolkit-stack-name -E -O -a -c -m -o -r -t"
	// nodetool's options that take a value, before its command (-h HOST,
	// -pw PASSWORD …).
	nodetoolValue wordList = "--host --password --password-file --port --username -h -p -pw -pwf -u"
	helpUnless    wordList = "-h --help --dry-run --dryrun --preview"
	// atlasRestoreValue: atlas backups restores start's options that take
	// a value.
	atlasRestoreValue wordList = "--clusterName --oplogInc --oplogTs --output --pointInTimeUTCSeconds --projectId --snapshotId --targetClusterName --targetProjectId"
	railsVars         wordList = "RAILS_ENV RACK_ENV"
	// libpqHostVars are the variables that name the server libpq's
	// clients reach when no host is given (a service names one in its
	// file); unset, it is the local socket.
	libpqHostVars wordList = "PGHOST PGHOSTADDR PGSERVICE"
	// sequelizeValue are sequelize's options that take a value.
	sequelizeValue wordList = "--config --env --from --migrations-path --models-path --name --options-path --seed --seeders-path --to --url"
	dryUnless      wordList = "-h --help --dry-run"
	awsUnless      wordList = "--dryrun --dry-run help --generate-cli-skeleton"
	// kubeWhere name where a change goes: a namespace, a context, a
	// cluster, the API server's address or the kubeconfig naming it
	// (--server https://k8s.prod.acme.io, --kubeconfig ~/.kube/prod.yaml).
	kubeWhere wordList = "-n --namespace --context --cluster --server --kubeconfig"
	// ssmWhere: aws ssm send-command's options naming the instances
	// its document runs on.
	ssmWhere wordList = "--targets --instance-ids"
	ssmValue wordList = "--cli-input-json --cloud-watch-output-config --color --comment --document-name --document-version --endpoint-url --instance-ids --max-concurrency --max-errors --notification-config --output --output-s3-bucket-name --output-s3-key-prefix --parameters --profile --query --region --service-role-arn --targets --timeout-seconds"
	// ocTagValue: the options of oc tag that take a value.
	ocTagValue wordList = "--cluster --context --import-mode --kubeconfig --namespace --reference-policy --server --source --token"
	kubeFiles  wordList = "-f --filename -k --kustomize"
	helmValue  wordList = "--description --kube-context --kubeconfig --namespace --post-renderer --repo --set --set-string --timeout --values --version --wait-for-jobs"
	helmWhere  wordList = "-n --namespace --kube-context -f --values"
	// prodName: a name with production as one of its words (prodWords),
	// or a machine's built on one (sqlprod01, webprd2, prod01: prodPart).
	// What it matches is namesProd's, which also leaves out the names
	// built on a negation (nonprod, preprod: prodNegations).
	// molecule's options that take a value; moleculeWhere those naming
	// the scenario.
	moleculeValue wordList = "--base-config --driver-name --env-file --platform-name --scenario-name"
	moleculeWhere wordList = "-s --scenario-name"
	kubeValue     wordList = "--as --as-group --as-uid --cache-dir --cascade --certificate-authority --client-certificate --client-key --cluster --context --field-selector --filename --grace-period --kubeconfig --kustomize --log-dir --log-file --log-flush-frequency --namespace --output --password --profile --profile-output --request-timeout --selector --server --template --timeout --tls-server-name --token --user --username --v --vmodule"
	// holdPolicyValue are the parameters of Purview's hold and
	// retention policies that take a value.
	holdPolicyValue wordList = "-AddExchangeLocation -AddModernGroupLocation -AddOneDriveLocation -AddPublicFolderLocation -AddSharePointLocation -AddTeamsChannelLocation -AddTeamsChatLocation -Comment -Enabled -Identity -RemoveExchangeLocation -RemoveModernGroupLocation -RemoveOneDriveLocation -RemovePublicFolderLocation -RemoveSharePointLocation -RemoveTeamsChannelLocation -RemoveTeamsChatLocation -RestrictiveRetention"
	// holdReleased: the policy switched off (-Enabled $false, -Enabled:0,
	// -Enabled False) or locations taken out of it (its custodians
	// released).
	holdReleased wordList = "-Enabled=$false -Enabled=false -Enabled=0 -RemoveExchangeLocation -RemoveSharePointLocation -RemoveOneDriveLocation -RemovePublicFolderLocation -RemoveModernGroupLocation -RemoveTeamsChatLocation -RemoveTeamsChannelLocation"
	// globusValue are the options of globus rm and globus delete that
	// take a value.
	globusValue wordList = "--batch --deadline --format --jmespath --jq --label --notify --polling-interval --timeout -F"
	// certStatusValue are aws iot's certificate options that take a
	// value; certStatusOff the statuses that stop a certificate's use.
	certStatusValue wordList = "--certificate-id --cli-input-json --color --endpoint-url --new-auto-registration-status --new-status --output --profile --query --region --registration-config --remove-auto-registration"
	certStatusOff   wordList = "--new-status=REVOKED --new-status=INACTIVE"
	awsValue        wordList = "--bucket --cli-input-json --color --endpoint-url --key --output --profile --query --region"
	rdsModifyValue  wordList = "--backup-retention-period --cli-input-json --color --db-cluster-identifier --db-instance-class --db-instance-identifier --endpoint-url --output --preferred-backup-window --profile --query --region"
	gcloudValue     wordList = "--account --configuration --format --location --project --region --zone"
	eksValue        wordList = "--cluster --config-file --name --profile --region --timeout"
	clickValue      wordList = "--database --format --host --password --port --query --user"
	azValue         wordList = "--name --output --query --resource-group --subscription"
	azPSValue       wordList = "-AsJob -DatabaseName -DefaultProfile -Id -Name -ResourceGroupName -ResourceId -ServerName -VMName"
	awsPSValue      wordList = "-BucketName -DBInstanceIdentifier -InstanceId -Key -Name -ProfileName -Project -Region -StackName -TableName -Zone"
)

// takeAwaySQL is the expression of the statements that take a database
// away from everyone who uses it without dropping it, or change its
// server under them: a database set offline, single-user or in
// emergency mode, closed or refused connections (SQL Server's ALTER
// DATABASE … SET OFFLINE, Oracle's ALTER PLUGGABLE DATABASE … CLOSE,
// PostgreSQL's ALLOW_CONNECTIONS false) or detached from its server
// (sp_detach_db); the server's configuration rewritten (ALTER SYSTEM,
// PostgreSQL's and Oracle's); the whole server made read-only or
// offline (MySQL's SET GLOBAL or SET PERSIST read_only, offline_mode);
// its binary logs, the history replicas and point-in-time restores
// read, deleted (RESET MASTER, MySQL 8.4's RESET BINARY LOGS AND GTIDS,
// PURGE BINARY LOGS), a replica made to forget its source (RESET
// REPLICA ALL); every session cut off (REVOKE CONNECT ON DATABASE,
// pg_terminate_backend of each pid pg_stat_activity lists, not one
// literal pid); RMAN's DELETE NOPROMPT of the backups or archived logs; the operating system's shell handed to
// SQL (sp_configure 'xp_cmdshell', 1), a protection of the server
// switched off. SHUTDOWN, a statement of its own, is matched at a
// statement's start by the expressions that use this one (shutdownSQL).
const takeAwaySQL = `alter\s+(?:pluggable\s+)?database\s+(?:(?:"[^"]+"|\[[^\]]+\]|[\w$#.]+)\s+)?(?:set\s+(?:offline|single_user|emergency)\b|close\b|(?:with\s+)?allow_connections\s*(?:=\s*)?false\b)` +
	`|alter\s+system\s+\w|sp_detach_db\b|sp_configure\s+N?'(?:xp_cmdshell|ole\s+automation\s+procedures)'\s*,\s*1\b` +
	`|set\s+(?:(?:global|persist)\s+|@@(?:global|persist)\.)(?:super_read_only|read_only|offline_mode)\s*:?=\s*(?:1|on|true)\b|reset\s+(?:master|binary\s+logs)\b|purge\s+(?:binary|master)\s+logs\b` +
	`|reset\s+(?:replica|slave)\s+all\b|revoke\s+(?:connect|all(?:\s+privileges)?)\s+on\s+database\b|pg_terminate_backend\s*\(\s*(?:\w+\.)?pid\s*\)` +
	`|delete\s+(?:force\s+)?noprompt\s+(?:backup|archivelog|copy|obsolete|expired)\b` +
	// TimescaleDB's drop_chunks up to now (older_than => now(), or any
	// newer_than): every chunk of the hypertable, its rows gone; a
	// retention window (now() - INTERVAL '90 days') keeps the recent ones.
	`|(?:(?:select|perform|call)\s+(?:\*\s+from\s+)?)?(?:\w+\.)?drop_chunks\s*\([^;]*?(?:(?:older_than\s*=>\s*)?(?:now\s*\(\s*\)|current_timestamp|clock_timestamp\s*\(\s*\)|'infinity'(?:::\w+)?)\s*[,)]|newer_than\b)` +
	// SurrealQL's REMOVE of a namespace, a database or a table, with
	// what it holds (surrealdb.com, REMOVE statement).
	`|remove\s+(?:namespace|ns|database|db|table)\s+(?:if\s+exists\s+)?[\w\x60]` +
	// UPDATE with no WHERE: every row of the table overwritten, the
	// values it held gone (SET a list of plain values, then the end).
	`|update\s+(?:only\s+)?[\w."\x60\[\]]+\s+set\s+(?:[\w."\x60\[\]]+\s*=\s*(?:'(?:[^']|'')*'|"[^"]*"|[\w.$:+-]+(?:\s*\(\s*\))?)\s*,?\s*)+(?:;|$)`

// shutdownSQL is the expression of SHUTDOWN, the statement that stops
// the server (SQL Server's, with NOWAIT; MySQL's; Oracle's from
// SQL*Plus, IMMEDIATE, ABORT …), as a whole statement: the word
// followed by more (simctl shutdown all) is some other command's.
// shutdownStmt is the same in any program's words, where the word
// alone (a CLI's shutdown subcommand) is none: it needs its mode or the
// semicolon that ends a statement.
const (
	shutdownSQL  = `shutdown(?:\s+(?:with\s+nowait|immediate|abort|normal|transactional(?:\s+local)?))?\s*(?:;|$)`
	shutdownStmt = `shutdown\s*;|shutdown\s+(?:with\s+nowait|immediate|abort|transactional)\b`
)

// prodCamel is the expression of a name's word that names production,
// in words or in camel case (shop-prod, ProdStack, ShopProdFleet).
const prodCamel = `(^|[^A-Za-z0-9])(?i:production|live|prod|prd)([^a-z]|$)|[a-z0-9](?:Production|Prod|PROD|Prd|Live)([^a-z]|$)`

// tableExistsReplace matches impdp's parameter that drops or empties the
// tables the dump holds too.
var tableExistsReplace = &lazyRegexp{expr: `(?i)^table_exists_action=(?:replace|truncate)$`}

// libpqMore: psql and dropdb, given no host, reach the local socket
// unless a variable names another server (localDefault, hostVars).
var libpqMore = &specMore{moreChange: &moreChange{localDefault: true, hostVars: libpqHostVars}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

// mysqlLocal: mysql and mariadb, given no host, reach the server's socket
// on this machine unless MYSQL_HOST names another (localDefault,
// hostVars); --defaults-file and --login-path, which may, are options
// localTestDB refuses (loopbackOpts). An option file of the user's
// ([client] host=) the check does not read: a database named for
// development or tests is dropped there all the same.
var mysqlLocal = &moreChange{localDefault: true, hostVars: "MYSQL_HOST"}

// prodNotNegated: an operand named as a negation of production's
// (nonprod, preprod) is none of production's.
var prodNotNegated = &specMore{moreChange: &moreChange{exceptMatch: prodNegated}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

// releaseNamespaced and dataNamespaced: deletes of what lives in the
// namespace -n names (moreChange.namespaced).
var (
	releaseNamespaced = &specMore{moreChange: &moreChange{namespaced: namespaceObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	dataNamespaced    = &specMore{moreChange: &moreChange{namespaced: namespaceData}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
)

// widensMore: a need that widens the change (specMore.widens).
var widensMore = &specMore{moreChange: &moreChange{widens: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

// The dumpers' options that take a value (specMore.dumps).
var (
	dumpsMore      = &specMore{moreChange: &moreChange{dumps: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	mysqlAdminMore = &specMore{moreArgs: &moreArgs{attached: "p"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	mysqlDumpMore  = &specMore{moreArgs: &moreArgs{attached: "p"}, moreChange: &moreChange{dumps: true}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
)

const (
	pgDumpLong    wordList = "--compress --database --dbname --encoding --exclude-database --exclude-extension --exclude-schema --exclude-table --exclude-table-and-children --exclude-table-data --exclude-table-data-and-children --extension --extra-float-digits --file --filter --format --host --include-foreign-data --jobs --lock-wait-timeout --port --role --rows-per-insert --schema --section --snapshot --superuser --table --table-and-children --username"
	mysqlDumpLong wordList = "--compatible --databases-file --default-character-set --defaults-extra-file --defaults-file --fields-enclosed-by --fields-terminated-by --host --ignore-table --lines-terminated-by --login-path --max-allowed-packet --port --protocol --result-file --set-gtid-purged --socket --tab --user --where"
	mongoDumpLong wordList = "--authenticationDatabase --authenticationMechanism --collection --db --fields --host --out --password --port --query --queryFile --readPreference --type --uri --username"
)

// ansibleValue and ansibleLong are ansible's options that take a value
// (infraSpecs' entries and launcherSpecs').
const ansibleValue = "imaueflMBPtcT"
const ansibleLong wordList = "--args --background --become-method --become-user --connection --extra-vars --forks --inventory --limit --module-name --module-path --poll --private-key --timeout --tree --user --vault-id --vault-password-file"
