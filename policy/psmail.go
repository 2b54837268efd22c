package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Mail sent from PowerShell through .NET or COM, as scripts write it
// instead of Send-MailMessage:
//
//   - an SmtpClient made by [System.Net.Mail.SmtpClient]::new or
//     New-Object Net.Mail.SmtpClient (MailKit's MailKit.Net.Smtp.SmtpClient
//     too), whose Send(from, recipients, subject, body), Send(message),
//     SendAsync and SendMailAsync deliver a message; the message made by
//     [System.Net.Mail.MailMessage]::new(from, to[, subject, body]) or
//     New-Object (-ArgumentList, -Property @{…}), its From and Subject set
//     afterwards and its To, CC, Bcc and Attachments collections' Add(…)
//     (learn.microsoft.com: System.Net.Mail.SmtpClient.Send's overloads,
//     MailMessage's constructors and properties, Attachment(fileName),
//     MailAddress(address[, displayName]));
//   - Outlook's MailItem, made by the Outlook.Application object's
//     CreateItem(0) (olMailItem), its To, CC, BCC and Subject set, its
//     Recipients.Add(address) and Attachments.Add(file), and its Send()
//     (Outlook VBA reference: Application.CreateItem, MailItem);
//   - CDO's CDO.Message, its From, To, CC, BCC and Subject set,
//     AddAttachment(file), and its Send() (CDO for Windows 2000, IMessage).
//
// The send is judged as the Send-MailMessage it amounts to (roleMails): to a
// list's address, to a list's rows one by one, a file to another
// organization.

// psMailMessageType is a MailMessage's type, the text PowerShell prints
// for one; a known message is a table (psMailMessage) carrying it in s.
const psMailMessageType = "System.Net.Mail.MailMessage"

// psOutlookMailType and psCDOMessageType are the COM mail items' tables'
// types (psMailItem).
const (
	psOutlookMailType = "outlook.mailitem"
	psCDOMessageType  = "cdo.message"
)

// psMailItem reports whether v is a known message that a Send delivers:
// a MailMessage, an Outlook MailItem, a CDO.Message.
func psMailItem(v psValue) bool {
	return v.kind == psTable && (v.s == psMailMessageType || v.s == psOutlookMailType || v.s == psCDOMessageType)
}

// psComMailItem is the message of the COM type typ (psOutlookMailType,
// psCDOMessageType), its recipients and subject not set.
func psComMailItem(typ string) psValue {
	return psValue{kind: psTable, s: typ, keys: []string{"From", "To", "CC", "BCC", "Subject", "Recipients", "Attachments"},
		list: []psValue{{}, {}, {}, {}, {}, {kind: psArray}, {kind: psArray}}}
}

// psSmtpClient is the object an SmtpClient's constructor makes.
var psSmtpClient = psValue{kind: psObject, s: "net.mail.smtpclient"}

// psMailTypes maps the .NET mail types (lowercase, without System.) to
// what their constructor makes: a client, a message, an address or an
// attachment (the last two their address or their file's name).
var psMailTypes = table[string]{
	{"mailkit.net.smtp.smtpclient", "client"}, {"net.mail.attachment", "text"}, {"net.mail.mailaddress", "text"},
	{"net.mail.mailmessage", "message"}, {"net.mail.smtpclient", "client"},
}

// psMailObject returns what the constructor of the mail type typ makes
// of its arguments (psMailTypes), and whether typ is one.
func psMailObject(typ string, args []psValue) (psValue, bool) {
	switch kind, _ := psMailTypes.get(typ); kind {
	case "client":
		return psSmtpClient, true
	case "text":
		if len(args) == 0 {
			return psValue{}, false
		}
		return args[0], true
	case "message":
		return psMailMessage(args), true
	}
	return psValue{}, false
}

// psMailMessage is a MailMessage made with the constructor's arguments
// (), (from, to) or (from, to, subject, body): its collections arrays.
func psMailMessage(args []psValue) psValue {
	t := psValue{kind: psTable, s: psMailMessageType, keys: []string{"From", "To", "CC", "Bcc", "Subject", "Attachments"},
		list: []psValue{{}, {kind: psArray}, {kind: psArray}, {kind: psArray}, {}, {kind: psArray}}}
	if len(args) >= 2 {
		t.list[0], t.list[1] = args[0], psValue{kind: psArray, list: []psValue{args[1]}}
	}
	if len(args) >= 3 {
		t.list[4] = args[2]
	}
	return t
}

// psLooseArgs evaluates the arguments of ( a, b ): one whose value is not
// known is kept as written, known only at run time (open), as a
// loop's $fan.Email is.
func psLooseArgs(text string, vars func(string) (psValue, bool)) []psValue {
	raw := psSplitArgs(text)
	out := make([]psValue, len(raw))
	for i, a := range raw {
		v, ok := psEval(a, vars)
		if !ok {
			// (New-Object Net.Mail.Attachment('C:\out\x.zip')): its file.
			t := strings.TrimSpace(a)
			for strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
				t = strings.TrimSpace(t[1 : len(t)-1])
			}
			v, ok = psNewObject(t, vars)
		}
		if !ok {
			v = psValue{s: strings.TrimSpace(a), open: true}
		}
		out[i] = v
	}
	return out
}

// mailCollectionAdd records $msg.To.Add(address), .CC, .Bcc and
// .Attachments.Add(file) on a known message held in key (psMailItem;
// Outlook's .Recipients.Add), its argument kept as written when not
// known; false when the call is none of these.
func (r *psReader) mailCollectionAdd(key, member, method, args string) bool {
	v, ok := r.st.vals[key]
	if !ok || !psMailItem(v) || method != "add" {
		return false
	}
	coll, ok := psTableGet(v, member)
	if !ok || coll.kind != psArray {
		return false
	}
	vals := psLooseArgs(args, r.psVar)
	if len(vals) == 0 {
		return false // Attachments.Add(file, type, position, name): the file first
	}
	coll = psValue{kind: psArray, list: append(append([]psValue(nil), coll.list...), vals[0])}
	if t, ok := psSetMember(v, "."+member, coll, r.psVar); ok {
		r.st.vals[key] = t
	}
	return true
}

// psMailParams maps a message's members (lowercase) to the
// Send-MailMessage parameter that says the same.
var psMailParams = table[string]{
	{"attachments", "-Attachments"}, {"bcc", "-Bcc"}, {"cc", "-Cc"}, {"from", "-From"}, {"recipients", "-To"},
	{"sender", "-From"}, {"subject", "-Subject"}, {"to", "-To"},
}

// mailSend judges $smtp.Send(…), .SendAsync(…) and .SendMailAsync(…) on
// an SmtpClient (psMailObject), and Send() of an Outlook MailItem or a
// CDO.Message, as the Send-MailMessage it amounts to: -From, -To, -Cc,
// -Bcc, -Subject and -Attachments from the four arguments or the
// message's table.
func (r *psReader) mailSend(raw, args string) {
	dot := strings.LastIndexByte(raw, '.')
	if dot <= 0 {
		return
	}
	method := strings.ToLower(strings.TrimSpace(raw[dot+1:]))
	if method != "send" && method != "sendasync" && method != "sendmailasync" {
		return
	}
	var msg psValue
	how := "SmtpClient."
	if psObjectOf(raw[:dot], r.psVar) == psSmtpClient.s {
		vals := psLooseArgs(args, r.psVar)
		switch {
		case len(vals) >= 4:
			msg = psMailMessage(vals)
		case len(vals) >= 1:
			msg = vals[0]
		}
	} else if v, ok := psEval(raw[:dot], r.psVar); ok && psMailItem(v) && method == "send" {
		msg, how = v, v.s+"."
	} else {
		return
	}
	var words []Word
	for i, k := range msg.keys {
		param, ok := psMailParams.get(strings.ToLower(k))
		if !ok || i >= len(msg.list) {
			continue
		}
		vs := []psValue{msg.list[i]}
		if msg.list[i].kind == psArray {
			vs = msg.list[i].list
		}
		for _, v := range vs {
			if v.text() != "" {
				words = append(words, Word{Value: param, Literal: true}, psMailWord(v))
			}
		}
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: raw + args, Wrappers: append(r.wrap(), how+strings.TrimSpace(raw[dot+1:])),
		Word0: Word{Value: "Send-MailMessage", Literal: true}, Name: "send-mailmessage", Args: words})
}

// psMailWord is a mail's value as Send-MailMessage's word: literal when
// known, its source text when known only at run time.
func psMailWord(v psValue) Word {
	if v.open {
		return Word{Value: v.s}
	}
	return Word{Value: v.text(), Literal: true, Quoted: true}
}
