import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { type StaleVersionData } from '../../../core/contract/failures.ts';
import { recordPath, type BulkResult } from '../../resourceKit/public/contract/resource.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import { TRANSLATOR_PATHS, TRANSLATOR_RESOURCE, type TransformResult, type Translator } from '../contract.ts';
import { STARTING_XSLT } from '../translatorForm.ts';

/** The translator over real HTTP on a real database: its documents, and the preview that runs one. */
const PATHS = TRANSLATOR_RESOURCE.paths;
let server: TestServer;
let editor: Caller;
let reader: Caller;
let foreigner: Caller;

async function signIn(tenantId: string, username: string, flags: string): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId, username, permissions: { translator: flags } });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(AURORA, 'translator-editor', '1111');
  reader = await signIn(AURORA, 'translator-reader', '0100');
  foreigner = await signIn(BOREALIS, 'translator-foreigner', '1111');
});

afterAll(async () => {
  await server?.close();
});

async function create(name: string, description = ''): Promise<Translator> {
  return expectStatus(
    await editor.post<Translator>(PATHS.create ?? '', { name, description, xslt: STARTING_XSLT }),
    200,
  ).body.data;
}

const STYLESHEET = (body: string) => `<?xml version="1.0"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
${body}
</xsl:stylesheet>`;

async function transform(xslt: string, input: string): Promise<TransformResult> {
  return expectStatus(await reader.post<TransformResult>(TRANSLATOR_PATHS.transform, { xslt, input }), 200).body.data;
}

const one = (row: Translator) => recordPath(TRANSLATOR_RESOURCE, 'get', row.translatorId);

describe('translators', () => {
  it('creates version 1, reads it back and lists it, audited with its values', async () => {
    const created = await create('first-translation', 'made by the test');
    expect(created).toMatchObject({
      name: 'first-translation',
      enabled: true,
      version: 1,
      updatedBy: 'translator-editor',
    });
    expect(expectStatus(await reader.get<Translator>(one(created)), 200).body.data).toEqual(created);
    const page = expectStatus(await reader.get<KeysetPage<Translator>>(`${PATHS.list}?q=first`), 200).body.data;
    expect(page.items.map((row) => row.translatorId)).toContain(created.translatorId);
    const audit = await server.runtime.services.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', created.translatorId)
      .execute();
    expect(audit).toEqual([{ action: 'create', after: expect.objectContaining({ name: 'first-translation' }) }]);
  });

  it('updates with the version, refuses a stale one with 412 naming the current version', async () => {
    const created = await create('second-translation');
    const path = recordPath(TRANSLATOR_RESOURCE, 'update', created.translatorId);
    const updated = expectStatus(await editor.put<Translator>(path, { description: 'changed', version: 1 }), 200);
    expect(updated.body.data).toMatchObject({ description: 'changed', version: 2 });
    const stale = expectStatus(await editor.put(path, { description: 'again', version: 1 }), 412);
    expect(stale.body.data as unknown as StaleVersionData).toEqual({ currentVersion: 2 });
  });

  it('answers a taken name with 409 naming the field, and a bad body with 400 naming it', async () => {
    await create('third-translation');
    const taken = expectStatus(
      await editor.post(PATHS.create ?? '', { name: 'Third-Translation', xslt: STARTING_XSLT }),
      409,
    );
    expect(taken.body.errorDescription).toContain('Third-Translation');
    const bad = expectStatus(await editor.post(PATHS.create ?? '', { name: 'has spaces', xslt: STARTING_XSLT }), 400);
    expect(bad.body.errorDescription).toContain('body.name');
    const noDocument = expectStatus(await editor.post(PATHS.create ?? '', { name: 'no-document' }), 400);
    expect(noDocument.body.errorDescription).toContain('body.xslt');
  });

  it('disables in bulk with a result per item, and deletes', async () => {
    const a = await create('bulk-a');
    const b = await create('bulk-b');
    const result = expectStatus(
      await editor.post<BulkResult>(PATHS.bulk ?? '', {
        action: 'disable',
        items: [
          { id: a.translatorId, version: 1 },
          { id: b.translatorId, version: 9 },
        ],
      }),
      200,
    ).body.data;
    expect(result).toMatchObject({ succeeded: 1, failed: 1 });
    expect(result.results.find((item) => item.id === b.translatorId)).toMatchObject({ ok: false, status: 412 });
    const removed = await editor.delete(`${recordPath(TRANSLATOR_RESOURCE, 'delete', a.translatorId)}?version=2`);
    expectStatus(removed, 200);
    expectStatus(await reader.get(one(a)), 404);
  });

  it('keeps writes to holders of the keys and every row inside its tenant', async () => {
    const created = await create('fourth-translation');
    expectStatus(await reader.post(PATHS.create ?? '', { name: 'not-allowed', xslt: STARTING_XSLT }), 403);
    expectStatus(await foreigner.get(one(created)), 404);
    const theirs = expectStatus(await foreigner.get<KeysetPage<Translator>>(`${PATHS.list}?limit=500`), 200).body.data;
    expect(theirs.items.map((row) => row.translatorId)).not.toContain(created.translatorId);
  });

  it('refuses to store a document that is not a well-formed stylesheet, naming its line', async () => {
    const broken = expectStatus(
      await editor.post(PATHS.create ?? '', {
        name: 'broken',
        xslt: STYLESHEET('  <xsl:template match="/">\n  <out>'),
      }),
      400,
    );
    expect(broken.body.errorDescription).toMatch(/body\.xslt: line \d+, column \d+: /);
    const notXslt = expectStatus(await editor.post(PATHS.create ?? '', { name: 'plain', xslt: '<order/>' }), 400);
    expect(notXslt.body.errorDescription).toContain('Not an XSLT stylesheet');
    const created = await create('fixed-later');
    const path = recordPath(TRANSLATOR_RESOURCE, 'update', created.translatorId);
    expectStatus(await editor.put(path, { xslt: '<xsl:stylesheet', version: 1 }), 400);
    expectStatus(await editor.put(path, { name: 'renamed', version: 1 }), 400);
  });

  it('refuses on save what would load another document, by namespace whatever its prefix, and a sample defining entities', async () => {
    const refused = async (fields: Record<string, string>, pattern: RegExp) => {
      const response = expectStatus(await editor.post(PATHS.create ?? '', { name: 'loads', ...fields }), 400);
      expect(response.body.errorDescription).toMatch(pattern);
    };
    const underPrefix = (prefix: string, body: string) => `<?xml version="1.0"?>
<${prefix}:stylesheet version="1.0" xmlns:${prefix}="http://www.w3.org/1999/XSL/Transform">
${body}
</${prefix}:stylesheet>`;
    await refused(
      { xslt: underPrefix('ñ', '<ñ:import href="other.xsl"/>') },
      /body\.xslt: line 3, column 1: <ñ:import> is not allowed/,
    );
    await refused({ xslt: underPrefix('t', '<t:include href="x.xsl"/>') }, /<t:include> is not allowed/);
    await refused(
      {
        xslt: STYLESHEET(
          '<xsl:template match="/"><xsl:copy-of select="document(\'http://example.com/x\')"/></xsl:template>',
        ),
      },
      /body\.xslt: line 3, column \d+: document\(\) in select is not allowed/,
    );
    await refused(
      { xslt: STYLESHEET('<xsl:template match="/"><out value="{document&#40;\'x\')}"/></xsl:template>') },
      /document\(\) in value is not allowed/,
    );
    await refused(
      {
        xslt: STARTING_XSLT,
        sampleInput: '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<x>&e;</x>',
      },
      /body\.sampleInput: line 2, column 1: a DOCTYPE is not allowed/,
    );
    // A prefix bound elsewhere than XSLT is a literal element, whatever its name.
    const literal = STYLESHEET('<xsl:template match="/"><x:import xmlns:x="urn:example:x"/></xsl:template>');
    expectStatus(await editor.post(PATHS.create ?? '', { name: 'literal-import', xslt: literal }), 200);
  });
});

describe('the translator preview', () => {
  it('runs a document over an input and answers its output', async () => {
    const result = await transform(
      STYLESHEET(`  <xsl:output method="xml"/>
  <xsl:template match="/crm"><order><msisdn><xsl:value-of select="phone"/></msisdn></order></xsl:template>`),
      '<crm><phone>46700001111</phone></crm>',
    );
    expect(result.problems).toEqual([]);
    expect(result.output).toContain('<order><msisdn>46700001111</msisdn></order>');
  });

  it('names the line of a problem in the document or in the input', async () => {
    const unclosed = await transform(STYLESHEET('  <xsl:template match="/">\n    <out>\n  </xsl:template>'), '<a/>');
    expect(unclosed.output).toBeNull();
    expect(unclosed.problems).toEqual([expect.objectContaining({ part: 'xslt', line: expect.any(Number) })]);
    expect(unclosed.problems[0]?.line).toBeGreaterThanOrEqual(3);

    const badInput = await transform(STARTING_XSLT, '<a>\n<b>\n</a>');
    expect(badInput.problems).toEqual([expect.objectContaining({ part: 'input', line: 3 })]);

    const includes = await transform(STYLESHEET('\n  <xsl:include href="http://127.0.0.1:1/x.xsl"/>'), '<a/>');
    expect(includes.problems).toEqual([expect.objectContaining({ part: 'xslt', line: 4 })]);
    expect(includes.problems[0]?.message).toContain('not allowed');

    const doctype = await transform(STARTING_XSLT, '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>');
    expect(doctype.problems[0]?.message).toContain('DOCTYPE');
  });

  it('stops a document that never ends and refuses bad input with 400', async () => {
    const endless = await transform(
      STYLESHEET(`  <xsl:template match="/"><xsl:call-template name="again"/></xsl:template>
  <xsl:template name="again"><xsl:call-template name="again"/></xsl:template>`),
      '<a/>',
    );
    expect(endless.output).toBeNull();
    expect(endless.problems).toHaveLength(1);
    expectStatus(await reader.post(TRANSLATOR_PATHS.transform, { input: '<a/>' }), 400);
    expectStatus(await reader.post(TRANSLATOR_PATHS.transform, { xslt: 'x'.repeat(200_001), input: '' }), 400);
  });
});
