// A throwaway self-signed TLS certificate for an IP address (P-256, one day), built with node:crypto alone (DER by
// hand), so test servers can speak HTTPS without openssl or a certificate package.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** DER: one tag-length-value of the given parts. */
function der(tag, ...parts) {
  const body = Buffer.concat(parts);
  const length = body.length < 0x80 ? [body.length] : body.length < 0x100 ? [0x81, body.length] : [0x82, body.length >> 8, body.length & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}

const seq = (...parts) => der(0x30, ...parts);
const oid = (hex) => der(0x06, Buffer.from(hex, 'hex'));
const utcTime = (date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const ECDSA_SHA256 = seq(oid('2a8648ce3d040302'));
const extension = (oidHex, value, critical = false) => seq(oid(oidHex), ...(critical ? [der(0x01, Buffer.from([0xff]))] : []), der(0x04, value));

/** A PEM key and certificate (CA:true, so it can be its own trust anchor) for `ip`, e.g. 127.0.0.1. */
export function selfSignedCert(ip = '127.0.0.1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = seq(der(0x31, seq(oid('550403'), der(0x0c, Buffer.from(ip)))));
  const serial = randomBytes(8);
  serial[0] = (serial[0] & 0x7f) | 0x01; // positive, and no leading zero byte (DER)
  const now = Date.now();
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_SHA256,
    name,
    seq(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, seq(
      extension('551d11', seq(der(0x87, Buffer.from(ip.split('.').map(Number))))),
      extension('551d13', seq(der(0x01, Buffer.from([0xff]))), true),
    )),
  );
  const certificate = seq(tbs, ECDSA_SHA256, der(0x03, Buffer.from([0]), sign('sha256', tbs, privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g).join('\n');
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }), cert: `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n` };
}
