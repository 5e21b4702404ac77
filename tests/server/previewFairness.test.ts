import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import { DEFAULT_PREVIEW_LIMITS } from '../../core/server/expressions/previewShare.ts';
import { ORDER_PATHS } from '../../plugins/engine/public/contract/order.ts';
import { RULE_TEST_PATHS } from '../../plugins/rules/paths.ts';
import { MAX_XSLT_WAITING, MAX_XSLT_WORKERS, transformXml } from '../../plugins/translator/server/xsltTransform.ts';
import { ApiError } from '../../core/server/http/errors.ts';
import type { ExpressionEvaluator } from '../../core/server/expressions/ExpressionEvaluator.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** Previews (Try) take a bounded share of the evaluators: one tenant's flood never starves another's orders. */
let server: TestServer;
const tokens: string[] = [];
let intakeToken: string;

/** A mapping that runs until its evaluator stops it. */
const RUNAWAY = '$count([1..100000].([1..100000]))';

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['flood-a', 'flood-b', 'flood-c']) {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: name,
      permissions: uniformPermissionTree('0100'),
    });
    tokens.push(await server.login(user.username, user.password));
  }
  const orderer = await createUserWithPermissions(server, {
    tenantId: BOREALIS,
    username: 'fair-intake',
    permissions: { monitor: { orders: '1111' } },
  });
  intakeToken = await server.login(orderer.username, orderer.password);
});

afterAll(async () => {
  await server?.close();
});

const tryMappings = (token: string, count: number) =>
  server.request('POST', RULE_TEST_PATHS.transformation, {
    token,
    body: { mappings: Object.fromEntries(Array.from({ length: count }, (_, at) => [`f${at}`, RUNAWAY])), input: {} },
  });

/** Places orders one after another: the engine then runs their steps, evaluating conditions and mappings. */
async function placeOrders(orders: number): Promise<void> {
  for (let at = 0; at < orders; at += 1) {
    const response = await server.request('POST', ORDER_PATHS.create, {
      token: intakeToken,
      body: { service: 'fibre-broadband', operation: 'ADD', payload: { address: `Fair Street ${at}` } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
}

/** One of the engine's evaluations: the previews unanswered when it was asked for, and how many were answered first. */
interface EngineWait {
  previewsPending: number;
  previewsAnsweredFirst: number;
}

/**
 * Follows the server's evaluator: for each evaluation the engine asks for, which of the previews then waiting
 * or running were answered before it. Counted, not timed, so a slow or loaded machine does not change it.
 */
function watchEngineWaits(evaluator: ExpressionEvaluator): { waits: EngineWait[]; stop: () => void } {
  const pending = new Set<number>();
  let nextPreview = 0;
  const waits: EngineWait[] = [];
  const { evaluate, evaluatePreview } = evaluator;
  evaluator.evaluatePreview = (...args) => {
    const id = nextPreview++;
    pending.add(id);
    return evaluatePreview.apply(evaluator, args).finally(() => pending.delete(id));
  };
  evaluator.evaluate = (...args) => {
    const asked = [...pending];
    return evaluate.apply(evaluator, args).finally(() => {
      waits.push({
        previewsPending: asked.length,
        previewsAnsweredFirst: asked.filter((id) => !pending.has(id)).length,
      });
    });
  };
  return {
    waits,
    stop: () => {
      evaluator.evaluate = evaluate;
      evaluator.evaluatePreview = evaluatePreview;
    },
  };
}

describe('the previews’ share', () => {
  it('refuses a try of more expressions than a call may evaluate, and previews beyond a user’s share, with 429', async () => {
    const [token] = tokens as [string];
    const many = await tryMappings(token, DEFAULT_PREVIEW_LIMITS.perCall + 1);
    expect(many.status).toBe(429);
    expect(many.body.errorDescription).toContain(`at most ${DEFAULT_PREVIEW_LIMITS.perCall} expressions (the limit)`);
    const parallel = await Promise.all(Array.from({ length: 4 }, () => tryMappings(token, 1)));
    const refused = parallel.filter((response) => response.status === 429);
    expect(refused.length).toBe(4 - DEFAULT_PREVIEW_LIMITS.perUser);
    expect(refused[0]?.body.errorDescription).toContain('(the limit per user)');
  });

  // How the evaluators share their workers is proven in ExpressionEvaluator.test.ts; here the whole server takes
  // another tenant's orders while previews run away. Previews run on one worker of the two and the engine's
  // evaluations go first, so of the previews pending when an order evaluates, at most the one running can end
  // before it. Starved (previews first, or on every worker), an order waits for those ahead of it: three of four.
  it('takes another tenant’s orders while one tenant floods previews, never waiting behind them', async () => {
    await placeOrders(2);
    const watch = watchEngineWaits(server.runtime.services.expressions);
    let flooding = true;
    let previewsRun = 0;
    const flood = Promise.all(
      tokens.flatMap((token) =>
        [0, 1].map(async () => {
          while (flooding) {
            const answer = await tryMappings(token, 5);
            if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, 100));
            else previewsRun += 1;
          }
        }),
      ),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await placeOrders(6);
    } finally {
      flooding = false;
      await flood;
      watch.stop();
    }
    expect(previewsRun).toBeGreaterThan(0);
    // Behind two or more previews, a starved evaluation waits for all but the last; a fair one for the running one.
    const behindPreviews = watch.waits.filter((wait) => wait.previewsPending >= 2);
    expect(behindPreviews.length, JSON.stringify(watch.waits)).toBeGreaterThanOrEqual(5);
    expect(behindPreviews.filter((wait) => wait.previewsAnsweredFirst > 1)).toEqual([]);
  });

  it(`runs at most ${MAX_XSLT_WORKERS} transformations at once, ${MAX_XSLT_WAITING} waiting, and refuses more with 429`, async () => {
    const endless = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:template match="/"><xsl:call-template name="loop"/></xsl:template>
<xsl:template name="loop"><xsl:call-template name="loop"/></xsl:template>
</xsl:stylesheet>`;
    const calls = Array.from({ length: MAX_XSLT_WORKERS + MAX_XSLT_WAITING + 2 }, () =>
      transformXml(endless, '<a/>', { timeLimitMs: 300 }).then(
        () => 200,
        (error: unknown) => (error instanceof ApiError ? error : null),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer === 200)).toHaveLength(MAX_XSLT_WORKERS + MAX_XSLT_WAITING);
    const refused = answers.filter((answer) => answer instanceof ApiError);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.statusCode).toBe(429);
    expect(refused[0]?.description).toContain(
      `${MAX_XSLT_WORKERS} transformations are running and ${MAX_XSLT_WAITING} wait (the limit)`,
    );
  });
});
