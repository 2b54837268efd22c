package lexer

import (
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// The differential corpus: harmless base commands, every prefix of each, and
// mutations of each with a fixed seed. Complete inputs are executed by the
// real shells, so every base uses only echo, printf, true, false, :, test,
// [, assignments, functions, loops that end at once, and cat or tr fed by a
// pipe or a heredoc; and its words are chosen so that no mutation (which can
// turn data into a command name) names a builtin that could harm or stall the
// shell. TestCorpusSafe checks that.

// dialect sets say which shells a base is given to.
type dialects uint8

const (
	inBash dialects = 1 << iota
	inDash
	inZsh
	inMksh

	posixAll = inBash | inDash | inZsh | inMksh // POSIX sh: every shell
	extended = inBash | inZsh | inMksh          // [[ ]], (( )), $'…', <<<, arrays
	bashZsh  = inBash | inZsh
)

type corpusBase struct {
	src string
	in  dialects
}

var corpusBases = []corpusBase{
	// Words and quotes.
	{"echo hello world", posixAll},
	{`echo "hello world"`, posixAll},
	{`echo 'hello world'`, posixAll},
	{`echo "it's here"`, posixAll},
	{`echo 'say "hi"'`, posixAll},
	{`echo "a \"quoted\" word"`, posixAll},
	{`echo 'one'"two"'three'`, posixAll},
	{`echo a\ b\ c`, posixAll},
	{`echo "back\\slash"`, posixAll},
	{"echo \"dollar \\$x and \\`tick\\`\"", posixAll},
	{`echo "a" 'b' c\ d`, posixAll},
	{`echo 'it'\''s'`, posixAll},
	{`echo "tab\there"`, posixAll},
	{`echo \\$x`, posixAll},
	{`echo "\\"`, posixAll},
	{`echo '\'`, posixAll},
	{`echo 'a'\"`, posixAll},
	{"echo héllo wörld", posixAll},
	{`echo "日本語"`, posixAll},
	{`echo 'ünïcödé' ok`, posixAll},
	{`echo if then fi`, posixAll},
	{`echo done; echo esac`, posixAll},
	{`echo {a,b} }{ ][`, posixAll},
	{`echo a{b [abc]`, posixAll},
	{`echo "$@" "$#" "$?"`, posixAll},
	{`echo ~ ~/x`, posixAll},
	{`echo $x$y"$z"`, posixAll},
	{`echo a#not-comment`, posixAll},
	{`echo "a # not comment"`, posixAll},
	{`printf '%s\n' alpha gamma`, posixAll},
	{`printf "%s=%d\n" x 1`, posixAll},

	// Lists and pipelines.
	{"true", posixAll},
	{"false", posixAll},
	{":", posixAll},
	{"true && echo ok", posixAll},
	{"false || echo fallback", posixAll},
	{"true && false || echo mixed", posixAll},
	{`test -n "x" && echo nonempty`, posixAll},
	{`[ "a" = "a" ] && echo same`, posixAll},
	{`[ -z "" ] || echo never`, posixAll},
	{"! false && echo negated", posixAll},
	{"true | false | true", posixAll},
	{"echo hello | tr a-z A-Z", posixAll},
	{`printf 'a\nb\n' | cat`, posixAll},
	{"echo one | tr o 0 | cat", posixAll},
	{"echo a; echo b; echo c", posixAll},
	{"echo a &&\necho b", posixAll},
	{"echo a |\ntr a b", posixAll},
	{"echo a \\\n| tr a b", posixAll},
	{"echo a ||\n# comment\necho b", posixAll},
	{"echo a &&\n\necho b", posixAll},
	{"echo a >out.txt; echo b >>out.txt", posixAll},
	{"echo a 2>&1 | tr a b", posixAll},
	{"echo ok >/dev/null", posixAll},
	{"echo a; # trailing comment", posixAll},

	// Continuations and multi-line words.
	{"echo a \\\n  b", posixAll},
	{"echo a\\\nb", posixAll},
	{"echo \"multi\nline string\"", posixAll},
	{"echo 'multi\nline\nsingle'", posixAll},
	{"echo \"x\\\ny\"", posixAll},
	{"x='a\nb'", posixAll},
	{"echo \"line1\n\nline3\"", posixAll},

	// Comments.
	{"# just a comment", posixAll},
	{"echo a # comment with 'quote", posixAll},
	{"echo a # comment with \"quote and `tick", posixAll},
	{"if true; then # comment\n  echo a\nfi", posixAll},
	{"case a in\n  # comment\n  a) echo a;;\nesac", posixAll},

	// Parameters, substitutions, arithmetic.
	{"x=1", posixAll},
	{`x=1 y=2; echo "$x$y"`, posixAll},
	{`name='quoted value'; echo "$name"`, posixAll},
	{`x=hello; echo "${x}"`, posixAll},
	{`echo "${x:-default}"`, posixAll},
	{`echo "${x:+alt}" "${#x}"`, posixAll},
	{`echo ${x%%.*} ${x#*/}`, posixAll},
	{`echo "${x-"inner quoted"}"`, posixAll},
	{`echo "${x:-a}b}"`, posixAll},
	{`echo ${x:-$(echo dflt)}`, posixAll},
	{`echo ${x:-'}'}`, posixAll},
	{"echo $(echo inner)", posixAll},
	{`echo "$(echo "nested quotes")"`, posixAll},
	{"echo $(echo $(echo deep))", posixAll},
	{"echo `echo old style`", posixAll},
	{"echo \"`echo in quotes`\"", posixAll},
	{"echo `echo \\`echo inner\\``", posixAll},
	{`x=$(printf '%s' "a b"); echo "$x"`, posixAll},
	{`echo "$(echo ')')"`, posixAll},
	{`echo "$(echo "(")"`, posixAll},
	{"echo $(echo ')' )", posixAll},
	{"echo $( case a in a) echo c;; esac )", posixAll},
	{"echo $( (echo sub) )", posixAll},
	{"echo $(\n  echo multi-line\n)", posixAll},
	{"echo $(echo a # comment )\n)", posixAll},
	{"echo $((1 + 2))", posixAll},
	{"echo $(( (3 * 4) % 5 ))", posixAll},
	{`echo "$((x + 1))"`, posixAll},
	{"echo $(( 2 << 1 ))", posixAll},
	{"echo $(( 1 ))$(( 2 ))", posixAll},
	{"echo $((\n  1 + 1\n))", posixAll},

	// Compound commands.
	{"if true; then echo ok; fi", posixAll},
	{"if false; then echo a; else echo b; fi", posixAll},
	{"if false; then echo a; elif true; then echo b; fi", posixAll},
	{"if true\nthen\n  echo a\nfi", posixAll},
	{"if [ 1 -eq 1 ]; then\n  echo equal\nelse\n  echo differ\nfi", posixAll},
	{"for i in a b c; do echo \"$i\"; done", posixAll},
	{"for i in 1 2\ndo\n  echo $i\ndone", posixAll},
	{"for i in x; do for j in y; do echo $i$j; done; done", posixAll},
	{"while false; do echo never; done", posixAll},
	{"until :; do echo never; done", posixAll},
	{"while false\ndo\n  echo never\ndone", posixAll},
	{"while false; do :; done; echo after", posixAll},
	{"case x in x) echo match;; *) echo other;; esac", posixAll},
	{"case \"$x\" in\n  a|b) echo ab ;;\n  *) echo any ;;\nesac", posixAll},
	{"case y in (y) echo paren;; esac", posixAll},
	{"case z in z) ;; esac", posixAll},
	{"for i in a; do\n  case $i in\n    a) echo a ;;\n  esac\ndone", posixAll},
	{"f() { echo in f; }", posixAll},
	{"g() {\n  echo body\n}", posixAll},
	{"h() ( echo subshell body )", posixAll},
	{"f() { echo a; }; f", posixAll},
	{"f() {\n  if true; then\n    echo nested\n  fi\n}", posixAll},
	{"( echo sub )", posixAll},
	{"(echo a; echo b)", posixAll},
	{`( x=2; echo "$x" )`, posixAll},
	{"{ echo group; }", posixAll},
	{"{ echo a; echo b; } | tr a b", posixAll},
	{"{\n  echo multi\n}", posixAll},
	{"( (echo nested) )", posixAll},

	// Heredocs.
	{"cat <<EOF\nhello $x\nEOF", posixAll},
	{"cat <<'EOF'\nliteral $x `tick`\nEOF", posixAll},
	{"cat <<\"EOF\"\nquoted \"delims\"\nEOF", posixAll},
	{"cat <<-EOF\n\tindented\n\tEOF", posixAll},
	{"tr a b <<EOF\nabc\nEOF", posixAll},
	{"cat <<E\"O\"F\nmixed quoting\nEOF", posixAll},
	{"cat <<EOF | tr a-z A-Z\npiped body\nEOF", posixAll},
	{"cat <<A; cat <<B\nfirst\nA\nsecond\nB", posixAll},
	{"cat <<EOF\nit's an 'unbalanced quote\nEOF", posixAll},
	{"cat <<EOF\n$(echo subst in body)\nEOF", posixAll},
	{"cat <<EOF && echo after\nbody\nEOF", posixAll},
	{"cat <<EOF\nbody\nEOF\necho \"after heredoc\"", posixAll},
	{": <<'END'\nignored ) ( text\nEND", posixAll},
	{"echo start; cat <<EOF\n  EOF not at start\nEOF", posixAll},
	{"if true; then\n  cat <<EOF\nin if\nEOF\nfi", posixAll},
	{"cat <<EOF\n\\\nEOF", posixAll},
	{"echo <<EOF x\nignored\nEOF", posixAll},

	// Cross-dialect: complete in bash, zsh and mksh; dash reads them
	// differently (some wait, some are plain words or syntax errors).
	{`echo $'it\'s'`, posixAll},
	{`echo $'a\tb'`, posixAll},
	{`echo $"dollar quote"`, posixAll},
	{`tr a b <<<"abc"`, posixAll},
	{`[[ a == a ]] && echo eq`, posixAll},
	{"(( x = 1 + 2 ))", posixAll},
	{"function fn { echo kw; }", posixAll},
	{"x=(a b c); echo \"$x\"", posixAll},
	{"echo $(( 1 )) $[1+2]", posixAll},
	{`echo $'q\'s' "$x"`, posixAll},

	// Extensions of bash, zsh and mksh.
	{`[[ -n "$x" || -z "$y" ]]`, extended},
	{`[[ "a b" == a* ]]`, extended},
	{`[[ $x == "a]]" ]]`, extended},
	{"[[ a < b ]] && echo less", extended},
	{"(( x > 0 )) && echo positive", extended},
	{"((\n  x++\n))", extended},
	{"((1)) && [[ 1 ]]", extended},
	{`echo $'line\nwrap'`, extended},
	{`echo $'\x41\u00e9'`, extended},
	{`x=$'a\'b'; echo "$x"`, extended},
	{`echo "${x:-$'q\'s'}"`, extended},
	{`cat <<< 'here string'`, extended},
	{`cat <<<$'esc\'aped'`, extended},
	{`x=(a b c); echo "${x[1]}"`, extended},
	{`echo "${x[@]}" ${#x[@]}`, extended},
	{"function fn2 {\n  echo multi\n}", extended},
	{"echo ${x/a/b} ${x//a/b}", extended},
	{"echo ${x:0:1}", extended},
	{"echo {1..3}", extended},
	{"for ((i = 0; i < 2; i++)); do echo $i; done", extended},
	{"x+=1", extended},
	{"cat <(echo proc)", extended},
	{"case x in x) echo a ;& y) echo b ;; esac", extended},
	{"echo a |& tr a b", bashZsh},
	{"echo $[1+2]", inBash},
	// let is one of the words after which bash reads NAME=( … ) as an
	// array (parse.y's PST_ASSIGNOK; declare and the others are unsafe
	// words here, so testdata/cases.jsonl holds them); and $(( … )) whose
	// inner parentheses the mutations unbalance.
	{"let n=(1+2)*3 m=4; echo $n", inBash},
	{"echo $(( (1 + 2) * (3 - 1) )) $(((4)))", inBash},
	{`x=$'multi\nline'; [[ $x ]]`, extended},
	{"for i in a b; do [[ $i == a ]] && echo $i; done", extended},

	// Arithmetic: operators, nesting, substitutions inside.
	{"echo $(( 1 ? 2 : 3 ))", posixAll},
	{"echo $(( (1) + (2) ))", posixAll},
	{"echo $(( $(echo 1) + 2 ))", posixAll},
	{"echo $(( ${#x} + 1 ))", posixAll},
	{`echo "$(( 2 * (3 + 4) ))"`, posixAll},
	{"x=$(( 1 << 2 )); echo $x", posixAll},
	{"echo $(( x = 2, x * 3 ))", posixAll},
	{"echo $((1))$((2))", posixAll},
	{"(( y = (1 + 2) * 3 )) && echo $y", extended},
	{"(( 1 )) || echo no", extended},
	{"echo $(( $((1 + 1)) * 2 ))", posixAll},
	{"for ((i = 0; i < 1; i++)) { echo $i; }", bashZsh},
	{"x=(1 2); echo $(( x[0] + 1 ))", extended},

	// case patterns with a leading ( and case inside substitutions.
	{"case a in (a|b) echo ab;; (*) echo other;; esac", posixAll},
	{"case x in (x)\n  echo paren\n  ;;\nesac", posixAll},
	{"case $(echo a) in a) echo sub;; esac", posixAll},
	{"echo $(case a in (a) echo in-subst;; esac)", posixAll},
	{"echo $(case a in a) echo bare;; esac)", posixAll},
	{"echo \"$(case a in a) echo quoted;; esac)\"", posixAll},
	{"case a in a) (echo sub);; esac", posixAll},
	{`case "(" in "(") echo lparen;; esac`, posixAll},
	{"case a in\n  a | b ) echo spaced ;;\nesac", posixAll},
	{"case a in a) echo one;& b) echo two;; esac", extended},

	// Nested $( ) with quotes, comments and heredocs inside.
	{`echo "$(echo "$(echo 'in' "deep")")"`, posixAll},
	{"x=$(cat <<EOF\nbody $(echo in)\nEOF\n); echo \"$x\"", posixAll},
	{"echo $(cat <<'EOF'\n)\nEOF\n)", posixAll},
	{`echo "$(printf '%s' ")")"`, posixAll},
	{`echo $(echo "a)b" 'c)d')`, posixAll},
	{"echo $( # comment )\necho in\n)", posixAll},
	{"echo $(echo `echo tick`)", posixAll},
	{`echo "$(echo "${x:-$(echo dflt)}")"`, posixAll},
	{"cat <<EOF\n$(cat <<IN\ninner\nIN\n)\nEOF", posixAll},
	{"echo $(echo a; echo b\necho c)", posixAll},
	{"echo $(printf '%s\\n' \"$(echo two)\")", posixAll},

	// Here-strings.
	{"tr a b <<< abc", extended},
	{"tr a b <<<\"multi\nline\"", extended},
	{`cat <<< "$(echo sub)"`, extended},
	{"tr a b <<<'q'; echo after", extended},
	{"cat <<<$x <<<'two'", extended},
	{"tr a b <<<${x:-abc}", extended},

	// Process substitution in every position.
	{"cat <(echo a) <(echo b)", extended},
	{"tr a b < <(echo abc)", extended},
	{"echo a > >(cat)", extended},
	{`cat <(echo "a)b")`, extended},
	{"while false; do :; done < <(echo x)", extended},
	{"{ echo a; } > >(tr a b)", extended},
	{"cat <(cat <<EOF\nin proc\nEOF\n)", extended},
	{"echo <(true) >(true)", extended},
	{"echo a | cat <(echo b)", extended},
	{"cat <(echo $(echo deep))", extended},
	{"cat <(\n  echo multi\n)", extended},

	// Redirections of every form.
	{"echo a >| out.txt; echo b 1>>out.txt", posixAll},
	{"echo a 2>&1 >/dev/null | cat", posixAll},
	{"cat <out.txt 3<>out.txt", posixAll},
	{"echo a >&2 2>/dev/null", posixAll},
	{"echo a &>/dev/null; echo b &>>out.txt", bashZsh},
	{"{ echo a; echo b; } >out.txt 2>&1", posixAll},
	{"echo a 2>/dev/null >out.txt </dev/null", posixAll},

	// Line continuations in odd places.
	{"ec\\\nho joined", posixAll},
	{"echo $(\\\necho in)", posixAll},
	{"echo \"${x:-a\\\nb}\"", posixAll},
	{"if true; \\\nthen echo a; fi", posixAll},
	{"echo a |\\\n tr a b", posixAll},
	{"cat <<\\\nEOF\nbody\nEOF", posixAll},

	// [[ ]]: grouping, negation, patterns and regexes.
	{"[[ ( -n a ) && ! -z b ]] && echo ok", extended},
	{"[[ a =~ ^(a|b)$ ]] && echo match", extended},
	{`[[ "a b" == "a "* ]]`, extended},
	{"[[ -n a &&\n  -n b ]]", extended},
	{"[[ a < b || a > b ]]", extended},

	// Arrays with subscripts and appends.
	{"x=([0]=a [1]=b); echo ${x[1]}", inBash | inZsh},
	{"x=(a); x+=(b c); echo ${#x[@]}", extended},
	{"x[1]=a; echo \"${x[1]}\"", extended},
	{"x=(\n  a\n  b\n); echo $x", extended},

	// Keywords in odd positions.
	{"time true", extended},
	{"! true || echo negated", posixAll},
	{"echo for in do done if then fi", posixAll},
	{"for x in in do; do echo $x; done", posixAll},
	{"case in in in) echo in;; esac", posixAll},
	{"{ echo a; } && { echo b; }", posixAll},
	{"f() ( echo sub ); f | cat", posixAll},

	// zsh.
	{"for i (a b) echo $i", inZsh},
	{"if [[ 1 ]] { echo brace }", inZsh},
	{"() { echo anon }", inZsh},
	{"echo ${(U)x} $x[1]", inZsh},
	{"echo ${x:-\"}\"}", inZsh},
	{"echo ${(j:,:)x} ${(s: :)x}", inZsh},
	{"echo ${(q)x} ${(qq)x}", inZsh},
	{"echo ${(U)${x:-abc}}", inZsh},
	{`echo ${(L)x:-"A B"}`, inZsh},
	{"echo ${#${(s:,:)x}}", inZsh},
	{"echo ${(j: :)${(s:,:)x}}", inZsh},
	{"echo ${x:u} ${x:s/a/b/}", inZsh},
	{"echo $x[1,2] ${x[2]}", inZsh},
	{"echo *(N) ${(%):-%%}", inZsh},
	{"echo ${(r:3::-:)x}", inZsh},
	{"{ echo a } always { echo b }", inZsh},
	{"function f g { echo fg }", inZsh},
	{"cat =(echo zsh-proc)", inZsh},
	{"echo $(( 16#ff )) $(( [#16] 255 ))", inZsh},
	{"case a in (a) echo z;; (b|c) ;; esac", inZsh},
	{"if true; then echo a; elif false { echo b } else { echo c }", inZsh},
	{"while false { echo never }", inZsh},
	{"foreach x (a b)\necho $x\nend", inZsh},
	{"foreach x y (a b c d) echo $x $y; end", inZsh},
	{"foreach x in a b; do echo $x; done", inZsh},
	{"for x ( (a|b) c ) echo $x", inZsh},
	{"i=0; for x (a b) ((i++)); echo $i", inZsh},
	{"case a {\na) echo brace-case;;\n(b) ;;\n}", inZsh},
	{"f g () { echo two }; echo after", inZsh},
	{"echo a (b|c) && echo d", inZsh},

	// mksh.
	{"print -r -- text", inMksh},
	{"function k { print hi; }", inMksh},
	{"echo ${x@Q}", inMksh},
	{"cat <<\nhello\n<<", inMksh}, // << with no word: the body ends at a line <<
	{"echo ${|REPLY=val;}", inMksh},
	{"echo ${ echo funsub;}", inMksh},
	{"x=${|REPLY=1; }; echo $x", inMksh},
	{`echo "${ echo in quotes; }"`, inMksh},
	{"echo ${ echo a\necho b\n}", inMksh},
	{"echo ${|\n  REPLY=multi\n}", inMksh},
	{"echo $(( 16#ff )) ${x:-a}", inMksh},
	{"print -r -- ${x@Q} ${x@#}", inMksh},
	{"case a in (a) echo m;| b) echo n;; esac", inMksh},
	{"x=$(case a in a) echo in;; esac)", inMksh},
	{"for i in a; { echo $i; }", inMksh},
	{"echo +(a|b) @(c) !(d) *(e)f ?(g)", inMksh},
	{"case a in +(a|b)) echo pat;; @(c|'d e')) ;; esac", inMksh},
	{"[[ ab = a@(b|c) ]] && echo y", inMksh},
}

// mutationTokens are inserted at random positions.
var mutationTokens = []string{
	`"`, `'`, "`", "(", ")", "{", "}", "[", "]", `\`, "$(", "${", "$((", "<<EOF", "|", "&&", ";", "#",
}

// dialectOf maps a grammar to its dialect bit.
func dialectOf(g Grammar) dialects {
	switch g {
	case Bash:
		return inBash
	case Posix:
		return inDash
	case Zsh:
		return inZsh
	case Mksh:
		return inMksh
	}
	return 0
}

// basesFor returns the base commands given to the shell of grammar g.
func basesFor(g Grammar) []string {
	d := dialectOf(g)
	var out []string
	for _, b := range corpusBases {
		if b.in&d != 0 {
			out = append(out, b.src)
		}
	}
	return out
}

// mutationsPerBase is how many mutated inputs each base yields. zsh and
// mksh get fewer: they are checked for information at a lower bar.
func mutationsPerBase(g Grammar) int {
	if g == Zsh || g == Mksh {
		return 10
	}
	return 24
}

var (
	corpusOnce  sync.Mutex
	corpusCache = map[Grammar][]string{}
)

// corpus returns the deterministic inputs for grammar g: every prefix of
// each base (cut at character boundaries), each base, and mutations of each
// base with a fixed seed, without duplicates and without the empty input.
func corpus(g Grammar) []string {
	corpusOnce.Lock()
	defer corpusOnce.Unlock()
	if c, ok := corpusCache[g]; ok {
		return c
	}
	seen := map[string]bool{"": true}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, b := range basesFor(g) {
		for cut := 1; cut <= len(b); cut++ {
			if cut == len(b) || utf8.RuneStart(b[cut]) {
				add(b[:cut])
			}
		}
		// Seeded by the base's text, so that adding a base changes no
		// other base's mutations.
		r := rand.New(rand.NewPCG(uint64(len(b))*0x9e3779b97f4a7c15, seedOf(b)))
		for k := 0; k < mutationsPerBase(g); k++ {
			m := mutate(r, b)
			if k%3 == 2 {
				m = mutate(r, m)
			}
			if k%4 == 3 {
				// A mutated input cut short too.
				m = cutAt(m, r.IntN(len(m)+1))
			}
			add(m)
		}
	}
	corpusCache[g] = out
	return out
}

func seedOf(s string) uint64 {
	h := uint64(14695981039346656037) // FNV-1a
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// boundaries returns the offsets in s that begin a character, and len(s).
func boundaries(s string) []int {
	var b []int
	for i := range s {
		b = append(b, i)
	}
	return append(b, len(s))
}

// cutAt returns s cut at offset i, moved back to a character boundary.
func cutAt(s string, i int) string {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i]
}

// mutate applies one random edit to s: insert a token, delete a character
// or duplicate a character.
func mutate(r *rand.Rand, s string) string {
	bs := boundaries(s)
	switch op := r.IntN(10); {
	case op < 6 || len(s) == 0:
		at := bs[r.IntN(len(bs))]
		return s[:at] + mutationTokens[r.IntN(len(mutationTokens))] + s[at:]
	case op < 8:
		k := r.IntN(len(bs) - 1)
		return s[:bs[k]] + s[bs[k+1]:]
	default:
		k := r.IntN(len(bs) - 1)
		return s[:bs[k+1]] + s[bs[k]:bs[k+1]] + s[bs[k+1]:]
	}
}

// unsafeWords are builtins a mutated input must never be able to run: those
// that end, replace or reconfigure the shell, read the terminal, wait, or
// change directory; and special functions and parameters that act on every
// prompt. External commands need no list: the shells under test have only
// cat, tr and printf on their PATH. "r" (fc -e -, which re-runs history) is
// allowed because shelltest removes it from zsh and mksh.
var unsafeWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		exit logout bye exec eval source set shopt setopt unsetopt emulate enable disable builtin
		command trap ulimit limit unlimit umask unset alias unalias readonly export declare
		typeset local cd pushd popd chdir fc history suspend kill disown wait read mapfile
		readarray vared select bind bindkey zle hash rehash coproc jobs fg bg stop login noglob
		repeat sched zmodload zcompile autoload functions ttyctl integer float private nameref
		PS1 PS2 PS3 PS4 PROMPT PROMPT2 RPROMPT PROMPT_COMMAND IFS PATH path HOME ENV BASH_ENV
		options histchars precmd preexec chpwd periodic zshexit command_not_found_handle
		HISTFILE HISTSIZE FUNCNEST TMOUT`) {
		unsafeWords[w] = true
	}
}

// commandWordRE finds words in command position, roughly: at the start of
// the input or a line, or after an operator, an opening bracket, a backtick
// or a keyword that starts a command list. Quoting is ignored, which only
// makes the check stricter.
var commandWordRE = regexp.MustCompile("(?:^|[\\n;|&({`]|\\b(?:then|do|else|elif|if|while|until|!)\\s)[ \\t]*([A-Za-z_][A-Za-z0-9_]*)")

// TestCorpusSafe checks that no corpus input can run an unsafe builtin, and
// that every input can be typed into a terminal.
func TestCorpusSafe(t *testing.T) {
	for _, g := range []Grammar{Bash, Posix, Zsh, Mksh} {
		for _, in := range corpus(g) {
			for _, m := range commandWordRE.FindAllStringSubmatch(in, -1) {
				if w := m[1]; unsafeWords[w] || strings.HasPrefix(w, "TRAP") {
					t.Errorf("%s corpus: %q can run %q", g, in, w)
				}
			}
			for _, w := range wordRE.FindAllString(in, -1) {
				// A parameter assignment anywhere.
				if unsafeWords[w] && strings.ToUpper(w) == w {
					t.Errorf("%s corpus: %q names parameter %q", g, in, w)
				}
			}
			for i := 0; i < len(in); i++ {
				if c := in[i]; c < 0x20 && c != '\t' && c != '\n' || c == 0x7f {
					t.Errorf("%s corpus: %q holds control character %q", g, in, c)
				}
			}
		}
	}
}

var wordRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// TestCorpusSize keeps the corpus deterministic and about the intended size.
func TestCorpusSize(t *testing.T) {
	for _, g := range []Grammar{Bash, Posix, Zsh, Mksh} {
		c := corpus(g)
		t.Logf("%s: %d bases, %d inputs", g, len(basesFor(g)), len(c))
		if len(c) < 2000 {
			t.Errorf("%s: only %d inputs", g, len(c))
		}
		again := append([]string(nil), c...)
		corpusOnce.Lock()
		delete(corpusCache, g)
		corpusOnce.Unlock()
		if d := corpus(g); strings.Join(d, "\x00") != strings.Join(again, "\x00") {
			t.Errorf("%s: corpus is not deterministic", g)
		}
	}
	// Bases must be distinct.
	srcs := make([]string, len(corpusBases))
	for i, b := range corpusBases {
		srcs[i] = b.src
	}
	sort.Strings(srcs)
	for i := 1; i < len(srcs); i++ {
		if srcs[i] == srcs[i-1] {
			t.Errorf("duplicate base %q", srcs[i])
		}
	}
}
