package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The user's own files of home, one by one: a dotfile of home itself
// (~/.zshrc, ~/.gitconfig, ~/.profile, ~/.bash_history, PowerShell's
// $PROFILE: settings and history kept for years, on no other machine)
// and a file of a personal folder (~/Documents/thesis.docx). A writer
// that replaces one as a whole (echo … > ~/.zshrc, cp, install, tee
// without -a, Set-Content, Out-File, type nul >) or leaves it empty or
// noise (: >, truncate -s 0, dd from /dev/zero or /dev/urandom,
// Clear-Content) destroys what was in it; adding to one (>>, tee -a,
// Add-Content) or editing one setting (git config --global) does not.
// A dotfile is refused whatever the writer writes (one PATH line over a
// .zshrc is the .zshrc gone); a personal file only emptied, zeroed or
// overwritten with noise, or written over when it is there: a new report
// written to ~/Desktop destroys nothing.

// fsBackupExts are the endings of a copy kept aside (~/.zshrc.bak), which
// a writer makes rather than destroys.
var fsBackupExts = set{"backup", "bak", "new", "old", "orig", "save", "swp", "tmp"}

// fsUserDotfiles are the dotfiles of home, beyond the shells' startup
// files (startupNames) and histories, that hold the user's own settings:
// git's identity and aliases, an editor's, a terminal multiplexer's, the
// package managers' and database clients'.
var fsUserDotfiles = set{
	".condarc", ".emacs", ".gemrc", ".gitconfig", ".inputrc", ".my.cnf", ".nanorc", ".npmrc", ".pgpass",
	".psqlrc", ".pypirc", ".screenrc", ".tmux.conf", ".vimrc", ".wslconfig", ".xinitrc", ".xprofile",
	".xresources", ".yarnrc",
}

// homeDotfile reports whether rel, a clean path relative to home, is a
// dotfile of home itself holding the user's settings or history: a
// shell's startup file (startupNames), a history (~/.bash_history,
// ~/.python_history), one of fsUserDotfiles, or any other that is there
// (exists). A copy kept aside (~/.zshrc.bak, ~/.zshrc~) is not one.
func homeDotfile(rel string, exists func() bool) bool {
	if len(rel) < 2 || rel[0] != '.' || rel == ".." || strings.ContainsAny(rel, "/*?[") || strings.HasSuffix(rel, "~") {
		return false
	}
	if i := strings.LastIndexByte(rel, '.'); i > 0 {
		ext := strings.ToLower(rel[i+1:])
		if fsBackupExts.has(ext) || strings.Trim(ext, "0123456789-_") == "" {
			return false // .zshrc.bak, .zshrc.20240101
		}
	}
	l := strings.ToLower(rel)
	return startupNames.has(l) || strings.HasSuffix(l, "history") || strings.HasSuffix(l, "_hist") || fsUserDotfiles.has(l) || exists()
}

// fsEtcFile reports whether p names one file of /etc (a pattern is
// fsSystemFiles').
func fsEtcFile(p string) bool {
	return fsEtcFiles(p) && !strings.ContainsAny(p, "*?[")
}

// fsEtcFiles reports whether p names files of /etc: one, or every one a
// pattern matches there (/etc/mosquitto/conf.d/*.conf).
func fsEtcFiles(p string) bool {
	return strings.HasPrefix(p, "/etc/") || strings.HasPrefix(p, "/private/etc/")
}

// fsSettingsNames and fsSettingsExts are the names and endings of
// settings files (~/.ssh/config, ~/.config/Code/User/settings.json,
// ~/.aws/config); fsScratchDots the hidden folders of home that hold
// only what tools make again (caches, the Trash).
var (
	fsSettingsNames = set{"authorized_keys", "config", "credentials", "known_hosts"}
	fsSettingsExts  = set{"cfg", "conf", "ini", "json", "jsonc", "plist", "toml", "yaml", "yml"}
	fsScratchDots   = set{".cache", ".npm", ".tmp", ".trash", ".yarn"}
)

// homeSettingsFile reports whether rel, a clean path relative to home,
// is a settings file (fsSettingsNames, fsSettingsExts) in a hidden folder
// of home or the applications' folders of settings (Windows' AppData,
// macOS's Library/Application Support and Library/Preferences), not in a
// cache: emptied, the settings are gone.
func homeSettingsFile(rel string) bool {
	top, rest, deep := strings.Cut(rel, "/")
	l := strings.ToLower(rel)
	apps := strings.HasPrefix(l, "appdata/") || strings.HasPrefix(l, "library/application support/") || strings.HasPrefix(l, "library/preferences/")
	if !deep || len(top) < 2 || top[0] != '.' && !apps || fsScratchDots.hasLower(top) || strings.ContainsAny(rel, "*?[") || strings.Contains(strings.ToLower(rest), "cache") || strings.Contains(l, "/temp/") {
		return false
	}
	base := strings.ToLower(path.Base(rest))
	ext := strings.TrimPrefix(path.Ext(base), ".")
	return fsSettingsNames.has(base) || fsSettingsExts.has(ext)
}

// homeHistoryFile reports whether rel, a clean path relative to home,
// names a history in a hidden folder of home or the applications'
// folders of settings: PSReadLine's ConsoleHost_history.txt under
// AppData (the value of (Get-PSReadLineOption).HistorySavePath), a
// REPL's ~/.local/share/…/history.
func homeHistoryFile(rel string) bool {
	top, rest, deep := strings.Cut(rel, "/")
	l := strings.ToLower(rel)
	apps := strings.HasPrefix(l, "appdata/") || strings.HasPrefix(l, "library/application support/")
	if !deep || len(top) < 2 || top[0] != '.' && !apps || fsScratchDots.hasLower(top) || strings.ContainsAny(rel, "*?[") || strings.Contains(strings.ToLower(rest), "cache") || strings.Contains(l, "/temp/") {
		return false
	}
	base := strings.ToLower(path.Base(rest))
	base = strings.TrimSuffix(base, path.Ext(base))
	return strings.HasSuffix(base, "history") || strings.HasSuffix(base, "_hist")
}

// homePersonalFile reports whether rel, a clean path relative to home,
// is a file of the user's own folders (fsPersonalData: Documents,
// Pictures, …; a sync client's).
func homePersonalFile(rel string) bool {
	return !strings.ContainsAny(rel, "*?[") && (fsPersonalData(rel) || fsSyncedFolder(path.Dir(rel)) && !strings.HasPrefix(path.Base(rel), "."))
}

// personalTree reports whether rel, a clean path relative to home with
// forward slashes, is one of the user's own folders or a folder in one:
// ~/Documents, ~/Pictures/2023, a sync client's folder (fsPersonalData,
// fsSyncedFolder), not Downloads, a checkout folder or an application's.
func personalTree(rel string) bool {
	return !strings.ContainsAny(rel, "*?[") && (fsPersonalFolders.hasLower(rel) || fsPersonalData(rel) || fsSyncedFolder(rel))
}

// globFreeDir returns the directories of rel, a path holding a glob,
// before its first component that holds one: Documents for
// Documents/*.md, Documents/*/*.md and Documents/**/*.md, whose files
// are all below it.
func globFreeDir(rel string) string {
	i := strings.IndexAny(rel, "*?[")
	return path.Dir(rel[:i+1])
}

// userFileRel returns w's path relative to home when it is a file of
// home outside the project (and the working directory when it is not
// home), in any grammar.
func userFileRel(env *Env, w Word, g lexer.Grammar) (rel, full string, ok bool) {
	if env == nil {
		return "", "", false
	}
	if isWin(g) {
		rel, ok = winHomeRel(env, w.Value)
		if !ok || rel == "." || strings.HasPrefix(rel, "..") {
			return "", "", false
		}
		if proj, in := winHomeRel(env, env.Project); in && proj != "." && fsUnder("/"+rel, "/"+proj) {
			return "", "", false
		}
		return rel, "", true
	}
	home := env.Home
	if home == "" || home == "/" {
		return "", "", false
	}
	p, known := fsPath(env, w)
	if !known || !strings.HasPrefix(p, home+"/") {
		return "", "", false
	}
	for _, root := range []string{env.Project, env.Cwd} {
		if root != "" && root != home && root != "/" && fsUnder(p, root) {
			return "", "", false
		}
	}
	return p[len(home)+1:], p, true
}

// fsUserFiles refuses an archive extracted over protected files
// (fsExtractOver), and destroying a user's file of home (homeDotfile,
// homePersonalFile) by writing over it or emptying it, in any grammar.
func fsUserFiles(ctx *Context, c *Command) []Finding {
	if ctx.Env == nil {
		return nil
	}
	if out := fsUserFilesIn(ctx, c); out != nil {
		return out
	}
	// cd earlier in the input, behind any separator (cd ~; tar xf a.tar,
	// pushd /etc; : > hosts), moves where the relative paths land: judge
	// them from each directory it may have moved to (movedEnvs), as the
	// other fs rules do.
	if c.Grammar.IsPosix() {
		for _, env := range movedEnvs(ctx, c) {
			moved := *ctx
			moved.Env = env
			if out := fsUserFilesIn(&moved, c); out != nil {
				return out
			}
		}
	}
	return nil
}

// fsUserFilesIn is fsUserFiles with c's relative paths in ctx.Env's
// directory.
func fsUserFilesIn(ctx *Context, c *Command) []Finding {
	if ctx.Input != nil && slices.ContainsFunc(ctx.Input.unjudged, func(u unjudged) bool { return u.c == c && !u.undecided }) {
		return nil // refused for the text it writes (sys.written-code), which says more
	}
	if c.Grammar.IsPosix() {
		if f := fsExtractOver(ctx, c); f != nil {
			return f
		}
	}
	emptied, image := dataEmptied(c)
	var replaced []Word
	if isWin(c.Grammar) {
		replaced = winWrites(c, false)
	} else if c.Grammar.IsPosix() {
		replaced = fsReplaces(c) // with a script's: open(p, 'w'), Path.home().joinpath('.bashrc').write_text('')
	}
	if c.Grammar.IsPosix() && c.Name == "ln" && copyArgs(c).has("-f", "--force") && keepsBackup(c, c.Assigns) {
		// ln -sfb /dev/null ~/.bash_history && rm ~/.bash_history~: the
		// backup that made ln harmless (lnReplaces) deleted after it.
		if ops := copyArgs(c).operands; len(ops) == 2 && backupRemoved(ctx, c, ops[1:], c.Assigns) {
			replaced = append(slices.Clip(replaced), ops[1])
		}
	}
	if len(emptied) == 0 && len(replaced) == 0 {
		return nil
	}
	if c.Grammar.IsPosix() && fsCopiesTree(c) {
		replaced = nil // cp -r dotfiles/nvim ~/.config/: into a directory, beside what is there
	}
	if assigns := append(slices.Clip(inputAssigns(ctx)), c.Assigns...); c.Grammar.IsPosix() && (c.Name == "cp" || c.Name == "mv" || c.Name == "install") && keepsBackup(c, assigns) && !backupRemoved(ctx, c, replaced, assigns) {
		// cp -b A ~/.vimrc: what was there is kept beside it
		// (~/.vimrc~), not gone; a redirection still writes over whole.
		// VERSION_CONTROL=none exported anywhere in the input may turn
		// the backup off, and a later rm ~/.vimrc~ deletes it.
		replaced = overRedirected(c)
	}
	check := func(w Word, empties bool) []Finding {
		if p, ok := fsPath(ctx.Env, w); ok && empties && c.Grammar.IsPosix() && (fsEtcFiles(p) || fsSystemFiles(p)) {
			// : > /etc/resolv.conf, install -m 644 /dev/null /etc/X,
			// sed -i d /etc/X, truncate -s 0 /etc/X/conf.d/*.conf, for f
			// in /etc/*.conf; do : > $f: the system or a service left
			// without its settings, one file or every one a pattern names
			// (of /etc, or of the system's programs and libraries).
			return []Finding{finding("fs.overwrite-system", c, "emptying "+p+" leaves the system or a service without its settings, which nothing rebuilds",
				"leave the file as it is and ask a human; to change one setting, edit only its line")}
		}
		if c.Grammar == lexer.PowerShell && psProfile(psWord{raw: w.Value, Word: w}) {
			return []Finding{fsUserFileFinding(c, w.Value, "the PowerShell profile")}
		}
		if v := strings.Trim(w.Value, `"'`); empties && isWin(c.Grammar) && strings.HasPrefix(v, `\\`) && !uncHere.get().MatchString(v) && !strings.ContainsAny(v, "*?") && !strings.HasSuffix(strings.ToLower(v), ".log") {
			// Clear-Content \\fs01\share\budget.xlsx, type nul > \\fs\x:
			// a file of a share is other people's data too (a log
			// emptied is a log rotated).
			return []Finding{fsUserFileFinding(c, w.Value, "a file on a network share (other people's data)")}
		}
		if p, ok := fsPath(ctx.Env, w); ok && empties && c.Grammar.IsPosix() && (fsOutside(ctx.Env, p) || onServer(c) && fsServerApp(p)) && fsKeptFile(p) && !(image && c.Name == "dd" && !isFile(p)) {
			// truncate -s 0 /p4/1/root/db.*, : > /data/orders.csv: a
			// file where the user keeps data of their own, outside the
			// project, home and the system tree, or an application's on a
			// server (ssh prod ': > /opt/app/state.json'). dd from
			// /dev/zero makes a new file (an image) unless one is there.
			return []Finding{fsUserFileFinding(c, w.Value, "a file kept outside the project and home (a directory of its own at the top of the file system, a volume, another checkout)")}
		}
		if empties && isWin(c.Grammar) && winKeptOutside(ctx.Env, w) {
			// Clear-Content D:\Finance\ledger.csv, type nul >
			// C:\Data\orders.csv: the same file on a drive, where a
			// directory of its own at the top is the user's (winOutside).
			return []Finding{fsUserFileFinding(c, w.Value, "a file kept outside the project and home (a directory of its own at the top of a drive)")}
		}
		rel, full, ok := userFileRel(ctx.Env, w, c.Grammar)
		if !ok || strings.HasSuffix(w.Value, "/") || strings.HasSuffix(w.Value, `\`) {
			return nil // a directory, written into
		}
		switch {
		case homeDotfile(rel, func() bool { return full != "" && isFile(full) }):
			return []Finding{fsUserFileFinding(c, w.Value, "a dotfile of the home directory (settings or history kept for years)")}
		case homeHistoryFile(rel):
			return []Finding{fsUserFileFinding(c, w.Value, "a history kept in the home directory's folders (every line typed, kept for years)")}
		case homePersonalFile(rel) && (empties || full != "" && isFile(full)):
			return []Finding{fsUserFileFinding(c, w.Value, "a file of the user's own folders")}
		case empties && strings.ContainsAny(rel, "*?[") && personalTree(globFreeDir(rel)):
			// truncate -s 0 ~/Documents/*.md: every file of that kind.
			return []Finding{fsUserFileFinding(c, w.Value, "files of the user's own folders")}
		case empties && strings.ContainsAny(rel, "*?[") && !strings.HasPrefix(rel, ".") && !strings.EqualFold(topDir(rel), "Downloads") && fsKeptFile(full):
			// vim -es -c 'argdo %d' -c wqa ~/projects/*/Cargo.toml,
			// truncate -s 0 ~/src/*/go.mod: a pattern of home's files
			// outside the project, not of its hidden folders, of what
			// was downloaded (fetched again) nor a log or a build's
			// (fsKeptFile), empties the same file of every other
			// checkout there, or every file of a kind of a folder of the
			// user's.
			return []Finding{fsUserFileFinding(c, w.Value, "files of the home directory's folders outside the project (other checkouts, the user's own files)")}
		case empties && homeSettingsFile(rel):
			return []Finding{fsUserFileFinding(c, w.Value, "a settings file of the home directory's hidden folders")}
		}
		return nil
	}
	for _, w := range emptied {
		if f := check(w, true); f != nil {
			return f
		}
	}
	for _, w := range replaced {
		if f := check(w, false); f != nil {
			return f
		}
	}
	return nil
}

// winKeptOutside reports whether w, a literal path from a drive's root
// (D:\Finance\ledger.csv), names a kept file (fsKeptFile) in a directory
// outside the agent's work and Windows' own trees (winOutside), as
// fsOutside and fsKeptFile say of /data/orders.csv on posix.
func winKeptOutside(env *Env, w Word) bool {
	if !w.Literal {
		return false
	}
	v := winLongPath(strings.ToLower(strings.ReplaceAll(strings.Trim(w.Value, `"'`), `\`, "/")))
	if len(v) <= 3 || v[1] != ':' || v[0] < 'a' || v[0] > 'z' {
		return false
	}
	p := path.Clean("/" + v[2:])
	return winOutside(env, v[:2], p) && fsKeptFile(p)
}

// fsKeptFile reports whether p, an absolute clean path, names a file
// whose content is kept, not one emptied in the course of things: a log
// (ending in .log, rotated app.log.1, or in a log or logs directory) is
// emptied to rotate it, a pid file, lock or socket when its service
// stops (serviceStale), a swap file to make it again, and a file at the
// top of the file system (/swapfile) is none of the user's data. A file
// in a directory a build or a cache makes (fsRegenerable: C:\build\output,
// /srv/ci/target) is made again by the next run, wherever the directory
// is: emptying one file is not deleting the tree (fsRegenerableInside).
func fsKeptFile(p string) bool {
	base := strings.ToLower(path.Base(p))
	if strings.Count(p, "/") < 2 || serviceStale(base) || strings.Contains(base, ".log.") || swapFile(base) || fsRegenerable(strings.TrimPrefix(path.Dir(p), "/"), false) {
		return false
	}
	for part := range strings.SplitSeq(strings.ToLower(path.Dir(p)), "/") {
		if part == "log" || part == "logs" {
			return false
		}
	}
	return true
}

// swapFile reports whether base, a lowered file name, is a swap file's:
// swapfile (swapfile2), swap or swap.img as mkswap's guides name them,
// or an editor's swap (.x.swp, x.swap); not a file whose name merely
// holds the word (swaps.csv, swap_positions.db).
func swapFile(base string) bool {
	return base == "swap" || strings.HasPrefix(base, "swapfile") || base == "swap.img" || strings.HasSuffix(base, ".swp") || strings.HasSuffix(base, ".swap")
}

// fsScriptAppends matches a script's appending write: open(p, 'a'),
// appendFileSync, File.open(p, 'a'), FILE_APPEND, perl's '>>'.
var fsScriptAppends = &lazyRegexp{expr: `,\s*["']a[b+]?["']|append|FILE_APPEND|>>`}

// fsCopiesTree reports whether c copies a tree (cp -r, -R, -a; rsync,
// whose destination is a directory): what it writes lands in a
// directory, not over one file.
func fsCopiesTree(c *Command) bool {
	switch c.Name {
	case "rsync":
		return true
	case "cp":
		p := copyArgs(c)
		return p.has("-r", "-R", "-a", "--recursive", "--archive")
	}
	return false
}

func fsUserFileFinding(c *Command, target, what string) Finding {
	fix := "add to it instead of replacing it (`echo 'export PATH=\"$HOME/.local/bin:$PATH\"' >> ~/.zshrc`), change one setting with its tool (`git config --global user.name NAME`), or write a new file of your own in the project"
	if isWin(c.Grammar) {
		fix = "add to it instead of replacing it (`Add-Content -Path $PROFILE -Value '...'`), change one setting with its tool (`git config --global user.name NAME`), or write a new file of your own in the project"
	}
	return finding("fs.overwrite-user-file", c, c.Name+" writes over or empties "+target+", "+what+": what was in it is gone and nothing rebuilds it", fix)
}

// fsUserFileDeleted returns the finding of c deleting w, a dotfile of
// home itself that holds settings or history by its name (homeDotfile,
// not only because it is there: rm ~/.zcompdump is a cache's), or a
// history in home's folders (homeHistoryFile): a delete
// loses what is in it as surely as writing over it does. (One named file
// of the user's folders, rm ~/Documents/report.docx, is the user's to
// delete.)
func fsUserFileDeleted(ctx *Context, c *Command, w Word) (Finding, bool) {
	if ctx.Env == nil {
		return Finding{}, false
	}
	if c.Grammar == lexer.PowerShell && psProfile(psWord{raw: w.Value, Word: w}) {
		return fsUserFileDeleteFinding(c, w.Value, "the PowerShell profile"), true
	}
	rel, _, ok := userFileRel(ctx.Env, w, c.Grammar)
	if !ok || strings.HasSuffix(w.Value, "/") || strings.HasSuffix(w.Value, `\`) {
		return Finding{}, false
	}
	if homeDotfile(rel, func() bool { return false }) {
		return fsUserFileDeleteFinding(c, w.Value, "a dotfile of the home directory (settings or history kept for years)"), true
	}
	if homeHistoryFile(rel) {
		return fsUserFileDeleteFinding(c, w.Value, "a history kept in the home directory's folders (every line typed, kept for years)"), true
	}
	return Finding{}, false
}

func fsUserFileDeleteFinding(c *Command, target, what string) Finding {
	fix := "leave it in place and change only what you must in it, adding to it (`echo 'export PATH=\"$HOME/.local/bin:$PATH\"' >> ~/.zshrc`) or with its tool (`git config --global --unset KEY`); to set it aside, keep a copy: `mv ~/.zshrc ~/.zshrc.bak`"
	if isWin(c.Grammar) {
		fix = "leave it in place and change only what you must in it (`Add-Content -Path $PROFILE -Value '...'`); to set it aside, keep a copy: `Rename-Item $PROFILE profile.bak`"
	}
	return finding("fs.overwrite-user-file", c, c.Name+" deletes "+target+", "+what+": what was in it is gone and nothing rebuilds it", fix)
}

// topDir returns the first component of rel, a relative path.
func topDir(rel string) string {
	top, _, _ := strings.Cut(rel, "/")
	return top
}
