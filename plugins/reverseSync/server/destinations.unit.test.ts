import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/server/config.ts';
import { checkDestination } from './destinations.ts';
import { addNetworkInterface, answerHostNames } from './testing/hostNames.ts';

const LISTENING = 'http://127.0.0.1:8080';

/** The check as a server configured with `env` and listening at `origin` makes it, for Aurora's subscribers. */
const checkOf =
  (env: Record<string, string> = {}, origin: string | null = LISTENING) =>
  (url: string) =>
    checkDestination(
      { config: loadConfig({ SDP_DATA_DIR: 'memory://', ...env }), localOrigin: () => origin },
      'aurora',
      url,
    );

const refusal = async (pending: ReturnType<ReturnType<typeof checkOf>>) => {
  const checked = await pending;
  return 'refused' in checked ? checked.refused : `not refused: ${JSON.stringify(checked)}`;
};

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

describe('a destination by default', () => {
  const check = checkOf();

  it('is called on an outside address, at the address checked', async () => {
    expect(await check('http://81.2.69.142/hook')).toEqual({
      destination: { url: 'http://81.2.69.142/hook', addresses: ['81.2.69.142'] },
    });
  });

  it('is refused on loopback, private and special addresses, saying how an operator allows them', async () => {
    expect(await refusal(check('http://10.20.30.40/hook'))).toMatch(
      /^10\.20\.30\.40 is a private address\. .*SDP_REVERSE_PRIVATE_DESTINATIONS.*\/reverse-receiver\/aurora\/<name>/,
    );
    expect(await refusal(check('http://127.0.0.1:9000/x'))).toMatch(/^127\.0\.0\.1 is a loopback address/);
    expect(await refusal(check('http://[::ffff:127.0.0.1]:9000/x'))).toMatch(/is a loopback address/);
    expect(await refusal(check('http://169.254.169.254/latest/meta-data'))).toMatch(/a link-local address/);
    expect(await refusal(check('http://100.64.0.1/'))).toMatch(/a carrier-grade NAT address/);
    expect(await refusal(check('http://[fd00::2]/'))).toMatch(/a unique-local address/);
    expect(await refusal(check('http://0x7f.1:9000/'))).toMatch(/^127\.0\.0\.1 is a loopback address/);
  });

  it('is refused on an address of this server, public or not: its interfaces and where it listens', async () => {
    restores.push(addNetworkInterface('81.2.69.142').restore);
    expect(await refusal(check('http://81.2.69.142/hook'))).toMatch(/^81\.2\.69\.142 is an address of this server\./);
    expect(await refusal(checkOf({}, 'http://81.2.69.150:8080')('http://81.2.69.150:9000/x'))).toMatch(
      /is an address of this server/,
    );
  });

  it('checks every address a name resolves to, and answers the ones checked to connect to', async () => {
    const names = new Map([
      ['crm.reverse.test', ['81.2.69.142', '81.2.69.143']],
      ['split.reverse.test', ['81.2.69.142', '10.0.0.5']],
    ]);
    restores.push(answerHostNames(names).restore);
    expect(await check('https://crm.reverse.test/hook')).toEqual({
      destination: { url: 'https://crm.reverse.test/hook', addresses: ['81.2.69.142', '81.2.69.143'] },
    });
    expect(await refusal(check('https://split.reverse.test/hook'))).toMatch(
      /^split\.reverse\.test resolves to 10\.0\.0\.5, a private address\./,
    );
    expect(await refusal(check('http://localhost:9000/'))).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback/,
    );
    expect(await check('https://nowhere.invalid/hook')).toEqual({
      unresolved: 'nowhere.invalid could not be resolved.',
    });
  });

  it('refuses credentials in the address and schemes other than http(s)', async () => {
    expect(await refusal(check('https://user:pass@81.2.69.142/'))).toMatch(/Credentials go in a header/);
    expect(await refusal(check('ftp://81.2.69.142/'))).toMatch(/Only http and https/);
  });
});

describe('the built-in receiver', () => {
  const check = checkOf({ SDP_PUBLIC_URL: 'https://sdp.example.com' });

  it('is reached by its path, or its exact path on this server’s origin, where the server listens', async () => {
    const atReceiver = { destination: { url: `${LISTENING}/reverse-receiver/aurora/crm`, addresses: ['127.0.0.1'] } };
    expect(await check('/reverse-receiver/aurora/crm')).toEqual(atReceiver);
    expect(await check(`${LISTENING}/reverse-receiver/aurora/crm`)).toEqual(atReceiver);
    expect(await check('http://localhost:8080/reverse-receiver/aurora/crm')).toEqual(atReceiver);
    expect(await check('https://sdp.example.com/reverse-receiver/aurora/crm')).toEqual(atReceiver);
    expect(await refusal(checkOf({}, null)('/reverse-receiver/aurora/crm'))).toBe('This server is not listening yet.');
  });

  it('is the only path of this server’s origin called, and only for the subscriber’s own tenant', async () => {
    expect(await refusal(check(`${LISTENING}/simulator/aurora/hlr`))).toMatch(
      /^127\.0\.0\.1:8080 is this server: of its paths only the built-in receiver, \/reverse-receiver\/aurora\/<name>/,
    );
    expect(await refusal(check(`${LISTENING}/reverse-receiver/aurora/crm?x=1`))).toMatch(/is this server/);
    expect(await refusal(check('https://sdp.example.com/proactive/rest/user'))).toMatch(/is this server/);
    expect(await refusal(check('/reverse-receiver/borealis/crm'))).toMatch(/names another tenant/);
    expect(await refusal(check(`${LISTENING}/reverse-receiver/borealis/crm`))).toMatch(/another tenant's/);
    expect(await refusal(check('https://81.2.69.142/reverse-receiver/%62orealis/crm'))).toMatch(/another tenant's/);
    expect(await refusal(check('https://81.2.69.142//Reverse-Receiver//borealis/crm'))).toMatch(/another tenant's/);
  });
});

describe('the operator’s setting', () => {
  it('opens the listed addresses and ranges only', async () => {
    const check = checkOf({ SDP_REVERSE_PRIVATE_DESTINATIONS: '10.0.0.0/8, 127.0.0.1' });
    expect(await check('http://10.20.30.40/hook')).toEqual({
      destination: { url: 'http://10.20.30.40/hook', addresses: ['10.20.30.40'] },
    });
    expect('destination' in (await check('http://127.0.0.1:9000/x'))).toBe(true);
    expect(await refusal(check('http://192.168.1.1/hook'))).toMatch(/a private address/);
  });

  it('opens every address with 1, but never another path of this server nor another tenant’s receiver', async () => {
    const check = checkOf({ SDP_REVERSE_PRIVATE_DESTINATIONS: '1' });
    expect('destination' in (await check('http://127.0.0.1:9000/x'))).toBe(true);
    expect('destination' in (await check('http://192.168.1.1/hook'))).toBe(true);
    expect(await refusal(check(`${LISTENING}/simulator/aurora/hlr`))).toMatch(/is this server/);
    expect(await refusal(check('http://127.0.0.1:9000/reverse-receiver/borealis/x'))).toMatch(/another tenant's/);
  });
});
