package policy

import "github.com/guarded-sh/guarded-sh/lexer"

// fsSpecs are the commands that delete a machine's whole disk, with what
// was kept in it: a WSL distribution (the Linux home directory, its
// checkouts and dotfiles), a container VM (every image and volume, the
// databases' data among them). Deleting one VM of a test cluster by name
// stays vocab.go's; a prompt the tool asks first is kept (need).
var fsSpecs = []spec{
	// A key manager told to delete secret keys (gpg's, a certificate
	// store's every certificate): the private keys are gone, and no one
	// can make the same ones again (fs.credentials).
	{path: "gpg", value: gpgShort, long: gpgValue, need: gpgDeleteSecret, unless: helpUnless, effect: effectExternal, rule: "fs.credentials", what: "gpg deleting secret keys", more: &specMore{moreChange: &moreChange{role: roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gpg2", value: gpgShort, long: gpgValue, need: gpgDeleteSecret, unless: helpUnless, effect: effectExternal, rule: "fs.credentials", what: "gpg deleting secret keys", more: &specMore{moreChange: &moreChange{role: roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "certutil", win: true, long: "-config -p", need: "-delstore", operand: starWord, unless: "-?", effect: effectExternal, rule: "fs.credentials", what: "certutil -delstore of every certificate of a store, with the private keys they open,"},
	// Without -user, certutil's stores are the machine's: a certificate
	// deleted from its trusted roots or issuers takes away the trust of
	// every site and program it vouched for, as Remove-Item of
	// Cert:\LocalMachine\Root\… does (providerItemRemoved).
	{path: "certutil", win: true, long: certutilValue, more: &specMore{moreArgs: &moreArgs{switches: certutilSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "-delstore", operand: trustedStore, unless: "-? -user", effect: effectExternal, rule: "fs.overwrite-system", what: "certutil -delstore deleting certificates of the machine's trusted roots or issuers (every site and program they vouched for no longer trusted)"},
	{path: "wsl", value: "du", long: wslLong, need: "--unregister", unless: "--help", effect: effectExternal, rule: "fs.rm-user-data", what: "wsl --unregister deletes a Linux distribution with its whole disk (the home directory in it)"},
	// The Trash emptied: the files the user deleted, kept there to be
	// brought back, are gone for good (AppleScript's empty trash is
	// fsAppleScript's).
	{path: "clear-recyclebin", ps: true, long: "-DriveLetter", unless: psWhatIf, effect: effectExternal, rule: "fs.rm-user-data", what: "Clear-RecycleBin empties the Recycle Bin, the files the user deleted to bring back if need be,"},
	{path: "gio trash", need: "--empty", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "gio trash --empty empties the Trash, the files the user deleted to bring back if need be,"},
	{path: "gvfs-trash", need: "--empty", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "gvfs-trash --empty empties the Trash, the files the user deleted to bring back if need be,"},
	{path: "trash-empty", value: "", long: "--trash-dir", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "trash-empty empties the Trash, the files the user deleted to bring back if need be,"},
	{path: "empty-trash", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "empty-trash empties the Trash, the files the user deleted to bring back if need be,"},
	// unison -force ROOT (-forcepartial PATH ROOT) makes the other
	// replica ROOT's copy: its own changes are overwritten and what ROOT
	// lacks is deleted there (from an empty directory, everything).
	{path: "unison", longDash: true, long: unisonLong, need: "-force -forcepartial", unless: "-help -version -doc", effect: effectExternal, rule: "fs.rm-user-data", what: "unison -force makes one replica the other's copy, deleting there what it lacks,"},
	{path: "wslconfig", win: true, need: "/unregister /u", unless: "/?", effect: effectExternal, rule: "fs.rm-user-data", what: "wslconfig /unregister deletes a Linux distribution with its whole disk (the home directory in it)"},
	{path: "podman machine rm", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "podman machine rm deletes the VM with every image and volume in it"},
	{path: "podman system reset", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "podman system reset deletes every container, image and volume, their data with them,"},
	{path: "podman machine reset", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "podman machine reset deletes every machine with its images and volumes"},
	{path: "colima delete", value: "p", long: "--profile", need: "-f --force", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "colima delete deletes the VM with every image and volume in it"},
	{path: "limactl delete", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "limactl delete deletes the VM with its disk"},
	{path: "limactl rm", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "limactl rm deletes the VM with its disk"},
	{path: "docker-machine rm", need: "-f --force -y", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "docker-machine rm deletes the VM with every image and volume in it"},
	// Desktop hypervisors' deletes that take the machine's disks with it
	// (VirtualBox's --delete, multipass's --purge): the guest's files, not
	// made again as a container's are.
	{path: "VBoxManage unregistervm", need: "--delete --delete-all", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "VBoxManage unregistervm --delete deletes the VM with its virtual disks"},
	{path: "vboxmanage unregistervm", need: "--delete --delete-all", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "VBoxManage unregistervm --delete deletes the VM with its virtual disks"},
	{path: "VBoxManage closemedium", need: "--delete", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "VBoxManage closemedium --delete deletes a virtual disk with the files in it"},
	{path: "vboxmanage closemedium", need: "--delete", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "VBoxManage closemedium --delete deletes a virtual disk with the files in it"},
	{path: "multipass delete", need: "-p --purge", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "multipass delete --purge deletes the instance with its disk for good"},
	{path: "multipass purge", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "multipass purge deletes every deleted instance's disk for good"},
	// Tools that empty the directory one of their options names before
	// they write into it (empties; need: the option without which they
	// do not): given the home directory, the root, a system directory or
	// the user's files, they delete it as rm -r would (fsEmptied).
	{path: "pytest", value: pytestValue, long: pytestLong, more: &specMore{moreFS: &moreFS{empties: "--basetemp"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{projectRuns: runsPytest}}},
	{path: "py.test", value: pytestValue, long: pytestLong, more: &specMore{moreFS: &moreFS{empties: "--basetemp"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{projectRuns: runsPytest}}},
	{path: "python -m pytest", value: pytestValue, long: pytestLong, more: &specMore{moreFS: &moreFS{empties: "--basetemp"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{projectRuns: runsPytest}}},
	{path: "python3 -m pytest", value: pytestValue, long: pytestLong, more: &specMore{moreFS: &moreFS{empties: "--basetemp"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{projectRuns: runsPytest}}},
	{path: "mkdocs build", value: "fd", long: "--config-file --site-dir", more: &specMore{moreFS: &moreFS{empties: "-d --site-dir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "jekyll build", value: "sdc", long: "--config --destination --source", more: &specMore{moreFS: &moreFS{empties: "-d --destination"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "mdbook build", value: "d", long: "--dest-dir", more: &specMore{moreFS: &moreFS{empties: "-d --dest-dir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "hugo", value: "dscb", long: "--baseURL --config --destination --source", more: &specMore{moreFS: &moreFS{empties: "-d --destination"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, need: "--cleanDestinationDir"},
	{path: "vite build", value: "cm", long: "--base --config --mode --outDir", more: &specMore{moreFS: &moreFS{empties: "--outDir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, need: "--emptyOutDir"},
	{path: "ng build", value: "c", long: "--configuration --output-path", more: &specMore{moreFS: &moreFS{empties: "--output-path"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "docusaurus build", long: "--config --locale --out-dir", more: &specMore{moreFS: &moreFS{empties: "--out-dir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "cargo clean", value: "p", long: "--manifest-path --package --profile --target-dir", more: &specMore{moreFS: &moreFS{empties: "--target-dir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "tsup", value: "d", long: "--format --out-dir --target", more: &specMore{moreFS: &moreFS{empties: "-d --out-dir"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, need: "--clean"},
	{path: "webpack", value: "co", long: "--config --mode --output-path", more: &specMore{moreFS: &moreFS{empties: "-o --output-path"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, need: "--output-clean"},
	// The commands that delete or move away the paths their operands
	// name (removes; removerOf): fsRm judges what they delete, fsMvAway
	// what they move to the Trash, repoCommand either of .git, and
	// fsRemoves' readers (fs.credentials, self.config, fs.overwrite-system)
	// what is gone from its place. A word only known at run time is an
	// operand (literalOpts), the worse reading.
	{path: "rm", literalOpts: true, more: &specMore{moreArgs: &moreArgs{accepts: rmAccepts}, moreFS: &moreFS{removes: removesFiles, recurse: rmRecurse}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles | roleDataWords, trait: traitGlobbed | traitStartsTail}}},
	{path: "srm", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesFiles, recurse: rmRecurse}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles, trait: traitGlobbed}}}, // secure-delete: rm's -r
	{path: "shred", value: "ns", long: "--iterations --random-source --size", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles | roleDataWords, trait: traitGlobbed | traitStartsTail}}},
	// scrub overwrites each file with patterns (-p), and with -r removes it.
	{path: "scrub", value: "pbsDX", long: "--blocksize --device-size --dirent --freespace --pattern", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "unlink", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles, trait: traitGlobbed}}},
	{path: "gio remove", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "rmdir", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesEmpty}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles | roleSystemTool, trait: traitGlobbed}}},
	{path: "rimraf", value: "G", long: "--glob", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}}, // node's rm -rf
	// tmpwatch and tmpreaper (tmpwatch AGE DIR…) delete what each DIR
	// holds, all of it at age 0 and, at any age, the files not touched
	// since: judged as rm -r DIR/*, as find DIR -mtime +N -delete is.
	{path: "tmpwatch", value: "xXU", long: "--exclude --exclude-pattern --exclude-user", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesContents}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: "--test -t --help -h"},
	{path: "tmpreaper", long: "--delay --protect", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesContents}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: "--test --help"},
	{path: "del-cli", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	// salt's file module deletes each path it is given with all it holds
	// (file.remove), on every minion the target matches (salt, salt-ssh)
	// or on this one (salt-call).
	{path: "salt * file.remove", value: "tbcl", long: saltValue, literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "salt-ssh * file.remove", value: "tbcl", long: saltValue, literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "salt-call file.remove", value: "cl", long: saltValue, literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "trash", long: "--trash-dir", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles}}, unless: trashUnless}, // trash-cli's, macOS's
	{path: "trash-put", long: "--trash-dir", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleUsesFiles}}, unless: trashUnless},
	{path: "gio trash", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: trashUnless},
	{path: "gvfs-trash", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: trashUnless},
	{path: "gtrash put", literalOpts: true, more: &specMore{moreFS: &moreFS{removes: removesAway}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: trashUnless},
	// Windows' deleters: PowerShell's Remove-Item (its aliases rm, ri,
	// del, erase, rd and rmdir resolve to it), the paths given by
	// position or as -Path and -LiteralPath; cmd's rd (an empty
	// directory, with /s all it holds) and del (files, with /s those of
	// every directory below).
	{path: "remove-item", shell: lexer.PowerShell, ps: true, long: psRemoveParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: "-Force -Confirm"}, moreFS: &moreFS{recurse: "-Recurse", removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: psWhatIf},
	// PowerShell's other file cmdlets, whose paths (psPaths) the rules
	// read: by position or as -Path and -LiteralPath (Out-File's and
	// Tee-Object's -FilePath), their other parameters with a value those
	// of psFileParams. A cmdlet no entry names is read as these are
	// (psFileCmdlet).
	{path: "copy-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches, destArg: 2}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleUncCopies | roleWinWrites}}},
	{path: "move-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches, destArg: 2}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUncCopies | roleMoves}}},
	{path: "rename-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMoves}}},
	{path: "clear-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "clear-content", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinWrites}}},
	{path: "set-content", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinWrites}}},
	{path: "add-content", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinWrites}}},
	{path: "get-content", shell: lexer.PowerShell, ps: true, long: psContentParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleWinPrintsOnly | roleWinReads}}},
	{path: "get-childitem", shell: lexer.PowerShell, ps: true, long: psChildItemParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psChildItemSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "get-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "set-item", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "new-item", shell: lexer.PowerShell, ps: true, long: psNewItemParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinWrites}}},
	{path: "out-file", shell: lexer.PowerShell, ps: true, long: psOutFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psFilePathParams, switches: psOutSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinWrites}}},
	{path: "tee-object", shell: lexer.PowerShell, ps: true, long: psOutFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psFilePathParams, switches: psOutSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleKeepsObjects | roleWinWrites}}},
	{path: "expand-archive", shell: lexer.PowerShell, ps: true, long: psArchiveParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Set-Acl replaces the security descriptor of what -Path names with
	// the -AclObject it is given (or piped): its owner and every access
	// entry (learn.microsoft.com, Microsoft.PowerShell.Security).
	{path: "set-acl", shell: lexer.PowerShell, ps: true, long: "-AclObject -CentralAccessPolicy -Exclude -Filter -Include -InputObject -LiteralPath -Path -SecurityDescriptor", more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: "-Passthru -ClearCentralAccessPolicy -UseTransaction"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: psWhatIf},
	{path: "rd", shell: lexer.Cmd, win: true, literalOpts: true, more: &specMore{moreArgs: &moreArgs{switches: "/q"}, moreFS: &moreFS{recurse: "/s", removes: removesEmpty}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleSystemTool}}, unless: "/?"},
	{path: "rmdir", shell: lexer.Cmd, win: true, literalOpts: true, more: &specMore{moreArgs: &moreArgs{switches: "/q"}, moreFS: &moreFS{recurse: "/s", removes: removesEmpty}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}, unless: "/?"},
	{path: "del", shell: lexer.Cmd, win: true, literalOpts: true, more: &specMore{moreArgs: &moreArgs{switches: "/p /f /q /a"}, moreFS: &moreFS{recurse: "/s", removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleSystemTool}}, unless: "/?"},
	{path: "erase", shell: lexer.Cmd, win: true, literalOpts: true, more: &specMore{moreArgs: &moreArgs{switches: "/p /f /q /a"}, moreFS: &moreFS{recurse: "/s", removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleSystemTool}}, unless: "/?"},
	// Sysinternals' secure delete (-s, or /s, recurses; -p N passes),
	// read by the Windows rules (winFS).
	{path: "sdelete", win: true, bundled: true, long: "-p", more: &specMore{moreArgs: &moreArgs{switches: sdeleteSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "-? /?"},
	{path: "sdelete64", win: true, bundled: true, long: "-p", more: &specMore{moreArgs: &moreArgs{switches: sdeleteSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "-? /?"},
	// Windows' copiers and movers: their operands are the source and,
	// last, the destination (robocopy's is publishSpecs', its SRC and DST
	// the first two). A word beginning with / that is no switch they know
	// is a path (%USERPROFILE% expanded to a posix home).
	{path: "copy", shell: lexer.Cmd, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/a /b /d /v /n /y /-y /z /l", destArg: -1}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleUncCopies}}, unless: "/?"},
	{path: "move", shell: lexer.Cmd, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/y /-y", destArg: -1}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUncCopies | roleMoves}}, unless: "/?"},
	{path: "xcopy", win: true, more: &specMore{moreArgs: &moreArgs{switches: xcopySwitches, destArg: -1}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleUncCopies}}, unless: "/? /l"},
	// The permission and owner changers, which with /t (icacls) or /r
	// (takeown) change every file below the paths they are given
	// (takeown's by /f).
	// cacls, icacls' predecessor (windows-commands/cacls): /g and /p
	// grant or replace an account's access (ACCOUNT:R|W|C|F), /t
	// recurses.
	{path: "cacls", win: true, long: "/d /g /p /r", more: &specMore{moreArgs: &moreArgs{switches: "/t /e /c /l /m /s"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}, unless: "/?"},
	{path: "icacls", win: true, long: "/deny /findsid /grant /remove /restore /save /setintegritylevel /setowner /substitute", more: &specMore{moreArgs: &moreArgs{switches: "/inheritance /t /c /l /q /verify /reset"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles | roleSystemTool}}, unless: "/?"},
	// cacls, icacls' predecessor: /d denies, /p replaces, /r revokes, /g
	// grants; /t goes down the tree.
	{path: "cacls", win: true, long: "/d /g /p /r", more: &specMore{moreArgs: &moreArgs{switches: "/t /e /c /l /m /s"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "/?"},
	{path: "takeown", win: true, long: "/d /f /p /s /u", more: &specMore{moreArgs: &moreArgs{pathOpts: "/f", switches: "/a /r /skipsl"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles | roleSystemTool}}, unless: "/?"},
}

// robocopyValue are robocopy's switches whose value is the next word, and
// robocopySwitches all the others it documents (a value after a colon:
// /MT:8, /LOG:FILE); /XF and /XD take the words after them, which are
// read as operands after SRC and DST.
var ()

const (
	robocopyValue    wordList = "/if /xd /xf"
	robocopySwitches wordList = "/s /e /lev /z /b /zb /j /efsraw /copy /dcopy /sec /copyall /nocopy /secfix /timfix /purge /mir /mov /move /a+ /a- /create /fat /256 /mon /mot /rh /pf /ipg /sj /sl /mt /nodcopy /nooffload /compress /sparse /noclone /a /m /ia /xa /xc /xn /xo /xx /xl /is /it /im /max /min /maxage /minage /maxlad /minlad /xj /fft /dst /xjd /xjf /r /w /reg /tbd /lfsm /l /x /v /ts /fp /bytes /ns /nc /nfl /ndl /np /eta /log /log+ /unilog /unilog+ /tee /njh /njs /unicode /job /save /quit /nosd /nodd /debug"
	xcopySwitches    wordList = "/w /p /c /v /q /f /l /g /d /u /i /s /e /t /k /r /h /a /m /n /o /x /exclude /y /-y /z /b /j /compress /sparse"
	sdeleteSwitches  wordList = "-a -c -f -q -r -s -z -nobanner -accepteula"
	// certutil's options and verbs, written with - or /; certutilValue
	// those taking the next word.
	certutilValue    wordList = "-config -csp -dc -kdc -out -p -pin -reasoncode -restrict -sid -t"
	certutilSwitches wordList = "-f -enterprise -user -grouppolicy -ut -mt -unicode -unicodetext -gmt -seconds -silent -split -v -privatekey -nocrl -nochain -urlfetch -symkeyalg -dump -dumppfx -asn -decodehex -decode -encode -encodehex -deny -resubmit -setattributes -setextension -revoke -isvalid -getconfig -ping -cainfo -ca.cert -ca.chain -getcrl -crl -shutdown -installcert -renewcert -schema -view -db -deleterow -backup -backupdb -backupkey -restore -restoredb -restorekey -importpfx -dynamicfilelist -databaselocations -hashfile -store -addstore -delstore -verifystore -repairstore -viewstore -viewdelstore -exportpfx -getkey -recoverkey -mergepfx -convertepf -verify -verifyctl -syncwithwu -generatesstfromwu -generatepinrulesctl -downloadocsp -generatehashlist -urlcache -pulse -machineinfo -dcinfo -entinfo -tcainfo -scinfo -key -delkey -sign -vroot -vocsproot -oid -error -getreg -setreg -delreg -importkms -importcert -csplist -csptest -template -templatecas -catemplates -setcasites -enrollmentserverurl -adtemplate -addenrollmentserver -deleteenrollmentserver -addpolicyserver -deletepolicyserver -policyserverurl"
)

// rmRecurse are rm's options that delete a directory with all it holds;
// trashUnless the options with which a Trash tool moves nothing there
// (it lists, empties or restores: the empty ones are specs of their own).
//
// psPathParams are the parameters of PowerShell's file cmdlets whose
// value is a path they act on, psRemoveParams Remove-Item's that take a
// value, with their aliases (the common ones, every cmdlet's, are
// psCommonParams).
var ()

const (
	psPathParams   wordList = "-Path -LiteralPath -PSPath -LP"
	psRemoveParams wordList = "-Credential -Exclude -Filter -Include -LP -LiteralPath -PSPath -Path -Stream"
	// psFileParams are the parameters of the file cmdlets that take a
	// value, psFileSwitches the switches the rules ask about.
	psFileParams   wordList = "-Attributes -Credential -Delimiter -Depth -Destination -Encoding -Exclude -Filter -Include -InputObject -ItemType -LP -LiteralPath -Name -NewName -PSPath -Path -Stream -Type -Value"
	psFileSwitches wordList = "-Force -Recurse -WhatIf -Confirm -PassThru"
	// psContentParams are Get-Content's: psFileParams and the counts of
	// lines it reads (-TotalCount, alias -First and -Head; -Tail, alias
	// -Last; -ReadCount).
	psContentParams wordList = "-Attributes -Credential -Delimiter -Depth -Destination -Encoding -Exclude -Filter -First -Head -Include -InputObject -ItemType -LP -Last -LiteralPath -Name -NewName -PSPath -Path -ReadCount -Stream -Tail -TotalCount -Type -Value"
	// Get-ChildItem's: -Name is a switch there (the names only, no
	// value), so gci Env: -n is -Name and gci -Name Env: names Env:.
	psChildItemParams   wordList = "-Attributes -Depth -Exclude -Filter -Include -LP -LiteralPath -PSPath -Path"
	psChildItemSwitches wordList = "-Force -Recurse -Name -WhatIf -Confirm"
	// New-Item's (no -Filter: -f is -Force), Out-File's and Tee-Object's
	// (the path is -FilePath, alias -Path), Expand-Archive's.
	psNewItemParams  wordList = "-Credential -ItemType -LP -LiteralPath -Name -PSPath -Path -Type -Value"
	psOutFileParams  wordList = "-Encoding -FilePath -InputObject -LP -LiteralPath -PSPath -Path -Variable -Width"
	psFilePathParams wordList = "-FilePath -Path -LiteralPath -PSPath -LP"
	psOutSwitches    wordList = "-Append -Force -NoClobber -NoNewline -NoOverwrite -WhatIf -Confirm"
	psArchiveParams  wordList = "-DestinationPath -LP -LiteralPath -PSPath -Path"
	rmRecurse        wordList = "-r -R --recursive"
	trashUnless      wordList = "-h --help --version --empty --list --restore -l -e -s"
)

// rmAccepts is every option of rm (spec.accepts): GNU's -dfiIrRv and
// long names, the BSDs' -PWx besides, BusyBox's and toybox's fewer;
// ---presume-input-tty is GNU's hidden one, for its tests.
// sshKeygenValue are ssh-keygen's short options that take a value.
const sshKeygenValue = "abCDEfFGIjJKMmnNOPrRsSTtVwWYzZ"

const rmAccepts = "dfiIPRrvWx dir force interactive no-preserve-root one-file-system preserve-root recursive verbose help version -presume-input-tty"

// pytest's options that take a value. pytestValue is a constant: a string
// variable named in a table is copied into it by code at start-up (the
// linker may set a string variable, -X, so the compiler does not lay the
// copy out), writing the table's pages (TestNoWorkAtInit).
const pytestValue = "kmpcor"

var ()

const (
	pytestLong wordList = "--basetemp --confcutdir --cov --deselect --ignore --junitxml --rootdir"
)

// The option grammars of file commands whose words the rules read (the
// files they write, fill or punch holes in), which no entry above
// describes: the options that take a value; the others are switches.
// Their operands are the files they act on, a word only known at run
// time one of them (literalOpts). truncate -s SIZE, -r FILE (-o and -c
// are switches); fallocate -l LENGTH, -o OFFSET (-n, keep the size, is a
// switch: fallocate -np punches a hole). ssh-keygen's
// getopt string (ssh-keygen.c): -f FILE the key it writes, -R HOST, -F
// HOST and the moduli options take a value.
var (
	truncateSpec  = spec{path: "truncate", value: "sr", long: "--reference --size", literalOpts: true}
	fallocateSpec = spec{path: "fallocate", value: "lo", long: "--length --offset", literalOpts: true}
	sshKeygenSpec = spec{path: "ssh-keygen", value: sshKeygenValue}
	// solana-keygen's options that take a value (its keypair's file -o,
	// the seed phrase's words and language, the key's derivation).
	solanaKeygenSpec = spec{path: "solana-keygen", value: "o", long: "--config --derivation-path --ends-with --language --num-threads --outfile --starts-and-ends-with --starts-with --word-count"}
)

// cpSpec reads the options of cp, mv and ln (GNU's -t DIR and -S SUFFIX
// take a value; -b, --backup without =, -f, -n, -s are flags), installSpec
// install's, whose -m MODE, -o OWNER and -g GROUP take one too.
var (
	cpSpec      = spec{path: "cp", value: "tS", long: "--suffix --target-directory"}
	installSpec = spec{path: "install", value: "tSmog", long: "--group --mode --owner --strip-program --suffix --target-directory"}
)

// rsyncSpec reads rsync's options. Its fields are named values that
// storeSpecs shares: a field of a variable (rsyncSpec.long) in a table's
// literal is copied into it by code at start-up.
var rsyncSpec = spec{path: "rsync", value: rsyncValue, long: rsyncLong}

const rsyncValue = "eBfTM"

// rsyncWrites are rsync's options whose value is a file it writes
// besides the destination, in a dry run too.
const rsyncWrites wordList = "--log-file --only-write-batch --write-batch"

const rsyncLong wordList = "--backup-dir --bwlimit --chmod --chown --compare-dest --copy-dest --debug --exclude --exclude-from --files-from --filter --include --include-from --info --link-dest --log-file --max-size --min-size --only-write-batch --partial-dir --password-file --port --rsh --rsync-path --suffix --temp-dir --timeout --write-batch"

// The options of the archivers and patch (treeWritten; tar's and zip's
// entries of carrierSpecs for archiveSources): which take a value, so that -C DIR, -CDIR,
// --directory=DIR and bundles read alike. zip's -x and -i take the
// patterns after them (one read here), -T (test the archive) is a
// switch and -tt DATE, -TT COMMAND and -lf FILE are options of their own.
const (
	tarValue = "fCbgHIKLNTVXF"
	zipValue = "bnPtOsZxi"
)

var (
	tarSpec   = spec{path: "tar", value: tarValue, long: tarLong}
	unzipSpec = spec{path: "unzip", value: "dP"}
	cpioSpec  = spec{path: "cpio", value: "DEFHIMOR", long: "--directory --file --format --message --owner --pattern-file"}
	patchSpec = spec{path: "patch", value: "dDBFgiopYrVz", long: "--basename-prefix --directory --fuzz --get --ifdef --input --output --prefix --quoting-style --reject-file --strip --suffix --version-control"}
)

const (
	tarLong wordList = "--after-date --blocking-factor --checkpoint-action --directory --exclude --exclude-from --file --files-from --format --group --index-file --info-script --label --mode --mtime --new-volume-script --newer --owner --record-size --rsh-command --starting-file --strip-components --suffix --to-command --transform --use-compress-program --xform"
	zipLong wordList = "--before-date --compression-method --dot-size --exclude --from-date --include --logfile-path --output-file --password --split-size --suffixes --temp-path --unzip-command -TT -ds -lf -tt"
)

// mkdirSpec reads mkdir's options (install's are installSpec), touchSpec
// touch's: -d DATE, -r FILE and -t STAMP take a value, -m (the
// modification time alone) and -a are switches.
var (
	mkdirSpec = spec{path: "mkdir", value: "mZ", long: "--context --mode"}
	touchSpec = spec{path: "touch", value: "dtr", long: "--date --reference --time", literalOpts: true}
)

// fileWords reads the words of a command whose every operand may be a
// path it acts on, and whose options are taken to take no value (cd,
// pushd; chmod's mode and chown's owner among its paths, the worse
// reading): an option only a literal word.
var fileWords = spec{literalOpts: true}

// psFileCmdlet reads the words of a file cmdlet no entry of fsSpecs
// names (psPaths), as those entries read theirs.
var psFileCmdlet = spec{path: "", shell: lexer.PowerShell, ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: psPathParams, switches: psFileSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// gpgShort are gpg's one-letter options that take a value (-u USER, -r
// and -R RECIPIENT, -f and -F FILE of recipients, -o FILE, -z LEVEL, -N
// NOTATION; -i, -d, -e, -s and the others are switches), gpgValue its
// long ones; gpgDeleteSecret its commands that delete secret keys.
// ageSpec reads age's and rage's words: -r and -R name recipients, -i an
// identity file, -o the output; -d, -e, -a and -p are switches.
const gpgShort = "uorRfFzN"

var (
	ageSpec = spec{path: "age", value: "rRio", long: "--identity --output --recipient --recipients-file"}
)

const (
	gpgValue        wordList = "--cipher-algo --comment --compress-algo --compress-level --default-key --digest-algo --encrypt-to --hidden-recipient --hidden-recipient-file --homedir --keyring --keyserver --local-user --output --passphrase --passphrase-fd --passphrase-file --pinentry-mode --recipient --recipient-file --secret-keyring --set-filename --sig-notation --status-fd --trust-model"
	gpgDeleteSecret wordList = "--delete-secret-and-public-key --delete-secret-and-public-keys --delete-secret-key --delete-secret-keys"
)

// setfaclSpec reads setfacl's options: which take an ACL or a file.
var setfaclSpec = spec{value: "mMxX", long: "--modify --modify-file --remove --remove-file --set --set-file"}

// Archivers whose deletes fsArchiveDeletes reads as rm's, recursive or
// not.
var (
	archiveRemovesTrees = spec{more: &specMore{moreFS: &moreFS{removes: removesTrees}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}}
	archiveRemovesFiles = spec{more: &specMore{moreFS: &moreFS{removes: removesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}}
)

// rgListSpec, agListSpec and ackListSpec read the options of ripgrep,
// the silver searcher and ack where they list files (fileLister): which
// take values, so that the pattern and the paths are told apart.
var (
	rgListSpec  = spec{value: "ABCEefgjMmrTt", long: "--after-context --before-context --color --colors --context --context-separator --dfa-size-limit --encoding --engine --field-context-separator --field-match-separator --file --glob --hostname-bin --hyperlink-format --iglob --ignore-file --max-columns --max-count --max-depth --max-filesize --path-separator --pre --pre-glob --regex-size-limit --regexp --replace --sort --sortr --threads --type --type-add --type-clear --type-not"}
	agListSpec  = spec{value: "ABCGgmpW", long: "--after --before --context --depth --file-search-regex --ignore --ignore-dir --max-count --pager --path-to-ignore --workers"}
	ackListSpec = spec{value: "ABCgm", long: "--after-context --before-context --context --ignore-dir --ignore-file --match --max-count --output --pager --type --type-add --type-del --type-set"}
)

// fdSpec reads fd's options; -x/-X take the rest of the words as the
// command they run.
var fdSpec = spec{value: "dEtecSoj", long: "--and --base-directory --batch-size --change-newer-than --change-older-than --changed-before --changed-within --color --exact-depth --exclude --extension --format --ignore-file --max-buffer-time --max-depth --max-results --min-depth --newer --older --owner --path-separator --search-path --size --threads --type", more: &specMore{moreRun: &moreRun{cmdOpt: "-x --exec -X --exec-batch"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// unisonLong are unison's options that take a value (one dash each,
// longDash): spec_fs.go's -force entry and spec_carried.go's -sshcmd one.
const unisonLong wordList = "-backup -backupdir -backuploc -force -forcepartial -ignore -ignorenot -logfile -path -prefer -preferpartial -root -servercmd -sshargs -sshcmd"
