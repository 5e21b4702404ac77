import type { FastifyRequest } from 'fastify';
import {
  MAX_WORKFLOW_ICON_BYTES,
  WORKFLOW_PATHS,
  WORKFLOW_PERMISSIONS,
  workflowIconSchema,
  workflowSchema,
} from '../../engine/public/contract/workflow.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { acceptImage, type AcceptedImage } from '../../../core/server/images/uploadedImage.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { auditWorkflow } from './workflowPublishing.ts';
import { aboutOneWorkflow, selectWorkflows, toWorkflow } from './workflowQueries.ts';

/**
 * A workflow's icon, uploaded and removed on its own calls: the image is checked (an SVG cleaned off the
 * event loop) before any transaction opens, and the icon is not one of the record's versioned fields, so
 * it never overtakes an edit of the name or description under way.
 */
export function workflowIconRoutes(services: ServerServices): AnyRoute[] {
  const { db, clock } = services;
  const aboutOne = aboutOneWorkflow(db);

  async function setIcon(auth: AuthContext, request: FastifyRequest, workflowId: string, icon: AcceptedImage | null) {
    await db.transaction().execute(async (trx) => {
      const before = await engineDb(trx)
        .selectFrom('workflows')
        .select('icon')
        .where('tenant_id', '=', auth.tenantId)
        .where('id', '=', workflowId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('The workflow');
      await engineDb(trx)
        .updateTable('workflows')
        .set({ icon: icon?.dataUrl ?? null, updated_at: new Date(clock()), updated_by: auth.username })
        .where('tenant_id', '=', auth.tenantId)
        .where('id', '=', workflowId)
        .execute();
      const described = (image: { mediaType: string; bytes: number; sha256: string } | null) =>
        image ? { icon: { mediaType: image.mediaType, bytes: image.bytes, sha256: image.sha256 } } : { icon: null };
      await auditWorkflow(
        trx,
        { auth, requestId: request.id, now: new Date(clock()) },
        workflowId,
        'update',
        { icon: before.icon === null ? null : 'present' },
        described(icon),
      );
    });
    const row = await selectWorkflows(db, auth.tenantId).where('w.id', '=', workflowId).executeTakeFirst();
    if (!row) throw notFound('The workflow');
    return toWorkflow(row);
  }

  return [
    defineRoute({
      method: 'PUT',
      url: WORKFLOW_PATHS.icon,
      summary: `Uploads the workflow's icon: a PNG, JPEG or SVG data URL of at most ${MAX_WORKFLOW_ICON_BYTES / 1024} KB (413 beyond; an SVG is cleaned, and refused with 400 when it is nested too deep or is not an image).`,
      ...aboutOne,
      permission: WORKFLOW_PERMISSIONS.update,
      body: workflowIconSchema,
      response: workflowSchema,
      handler: async ({ params, body, auth, request }) => {
        const icon = await acceptImage(body.dataUrl, {
          field: 'body.dataUrl',
          noun: 'icon',
          maxBytes: MAX_WORKFLOW_ICON_BYTES,
        });
        return ok(await setIcon(auth, request, params.workflowId, icon), 'Icon saved');
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: WORKFLOW_PATHS.icon,
      summary: "Removes the workflow's icon.",
      ...aboutOne,
      permission: WORKFLOW_PERMISSIONS.update,
      response: workflowSchema,
      handler: async ({ params, auth, request }) =>
        ok(await setIcon(auth, request, params.workflowId, null), 'Icon removed'),
    }),
  ];
}
