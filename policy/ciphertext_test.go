package policy

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCiphertextFormat checks that only a file that is ciphertext to its
// end counts: a vault or PGP header put before plain text proves nothing.
func TestCiphertextFormat(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"vault.yml", "$ANSIBLE_VAULT;1.1;AES256\n3661626364\n6566303132\n", true},
		{"vault-id.yml", "$ANSIBLE_VAULT;1.2;AES256;prod\n3661626364\n", true},
		{"faked.yml", "$ANSIBLE_VAULT;1.1;AES256\n3661626364\npassword: hunter2\n", false},
		{"msg.txt", "-----BEGIN PGP MESSAGE-----\nVersion: GnuPG v2\n\nhQEMA0xyz+/=\n=AbCd\n-----END PGP MESSAGE-----\n", true},
		{"comment.txt", "-----BEGIN PGP MESSAGE-----\nComment: token=abc\n\nhQEMA0xyz\n-----END PGP MESSAGE-----\n", false},
		{"open.txt", "-----BEGIN PGP MESSAGE-----\nhQEMA0xyz\n", false},
		{"key.asc", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQdGBF\n-----END PGP PRIVATE KEY BLOCK-----\n", false},
		{"plain.yml", "password: hunter2\n", false},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.text), 0o600); err != nil {
			t.Fatal(err)
		}
		if got := ciphertext(tc.name, dir); got != tc.want {
			t.Errorf("ciphertext(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		p    string
		want bool
	}{
		{"config/credentials.yml.enc", true},
		{"secrets.enc.yaml", true},
		{"app.sops.json", true},
		{"prod.env.age", true},
		{"~/.password-store/x.gpg", false},
		{"~/.gnupg/pubring.gpg", false},
		{"keys/id_rsa.asc", false},
		{".env", false},
		{"config/master.key", false},
	} {
		if got := ciphertext(tc.p, "/nonexistent"); got != tc.want {
			t.Errorf("ciphertext(%q) = %v, want %v", tc.p, got, tc.want)
		}
	}
}
