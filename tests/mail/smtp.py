#!/usr/bin/env python3
"""A mail relay for the mail test (tests/net/mail_e2e.c), on loopback only: Debian's
aiosmtpd with STARTTLS required (the test authority's certificate for 127.0.0.1) and a
login required after it (user "citadela", password "relay-secret"). Each mail received is
parsed by Python's own email package, an implementation independent of the server's, and
written as one JSON line to DIR/mails.jsonl: the envelope's recipients, the headers the
test checks, the decoded subject and body. DIR/smtp.port says the port once it listens.

    python3 tests/mail/smtp.py DIR
"""
import asyncio
import email
import email.header
import email.policy
import json
import os
import ssl
import sys

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

DIR = sys.argv[1]


class Keep:
    async def handle_DATA(self, server, session, envelope):
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        body = msg.get_body(preferencelist=('plain',))
        line = {
            'rcpt': envelope.rcpt_tos,
            'mail_from': envelope.mail_from,
            'login': session.auth_data.login.decode() if isinstance(session.auth_data, LoginPassword) else None,
            'tls': session.ssl is not None,
            'to': str(msg['To']),
            'subject': str(msg['Subject']),
            'content_type': msg.get_content_type(),
            'charset': msg.get_content_charset(),
            'list_unsubscribe': str(msg['List-Unsubscribe']),
            'list_unsubscribe_post': str(msg['List-Unsubscribe-Post']),
            'language': str(msg['Content-Language']),
            'body': body.get_content() if body else '',
        }
        with open(os.path.join(DIR, 'mails.jsonl'), 'a', encoding='utf-8') as f:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
        return '250 kept'


def login(server, session, envelope, mechanism, auth_data):
    ok = isinstance(auth_data, LoginPassword) and auth_data.login == b'citadela' and auth_data.password == b'relay-secret'
    return AuthResult(success=ok, auth_data=auth_data)


async def main():
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(os.path.join(DIR, 'smtp.crt'), os.path.join(DIR, 'smtp.key'))
    loop = asyncio.get_running_loop()
    srv = await loop.create_server(
        lambda: SMTP(Keep(), tls_context=tls, require_starttls=True, authenticator=login, auth_required=True,
                     hostname='relay.citadela.test'),
        '127.0.0.1', 0)
    port = srv.sockets[0].getsockname()[1]
    with open(os.path.join(DIR, 'smtp.port.tmp'), 'w') as f:
        f.write('%d\n' % port)
    os.rename(os.path.join(DIR, 'smtp.port.tmp'), os.path.join(DIR, 'smtp.port'))
    await asyncio.sleep(600)  # the test stops it long before


asyncio.run(main())
