/* The system's certificate authorities (certs.h): Windows' ROOT store, kept current by
   Windows Update. OpenSSL on Windows knows no folder of them, so each is handed over. */
#include "certs.h"

#include <winsock2.h>
#include <windows.h>
#include <wincrypt.h>

int plat_each_root_cert(void (*add)(void *ctx, const unsigned char *der, size_t len), void *ctx) {
    HCERTSTORE store = CertOpenSystemStoreW(0, L"ROOT");
    if (!store) return 0;
    int n = 0;
    for (PCCERT_CONTEXT c = NULL; (c = CertEnumCertificatesInStore(store, c)) != NULL; n++)
        add(ctx, c->pbCertEncoded, c->cbCertEncoded);
    CertCloseStore(store, 0);
    return n;
}
