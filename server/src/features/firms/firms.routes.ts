import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '#common/api/admin.ts';
import {
  firmMember,
  firmResponse,
  inviteMemberInput,
  memberParams,
  updateFirmInput,
  updateMemberInput,
} from '#common/api/firms.ts';
import {
  boilerplateListResponse,
  boilerplateParams,
  boilerplatePassage,
  createBoilerplateInput,
} from '#common/api/boilerplate.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import * as boilerplate from './boilerplate.service.ts';
import * as firms from './firms.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The signed-in member's own firm: its team, and for a firm admin the invitations, roles and audit trail. */
export const firmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('client'));
  const tags = ['firm'];

  app.get('/', { schema: { tags, response: { 200: firmResponse, ...errors } } }, async (request) =>
    firms.getFirm(app.deps, requireUser(request)),
  );

  app.patch(
    '/',
    { schema: { tags, body: updateFirmInput, response: { 200: firmResponse, ...errors } } },
    async (request) => firms.updateFirm(app.deps, requireUser(request), request.body, request.ip),
  );

  app.post(
    '/members',
    { schema: { tags, body: inviteMemberInput, response: { 201: firmMember, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await firms.inviteMember(app.deps, requireUser(request), request.body, request.ip)),
  );

  app.patch(
    '/members/:id',
    {
      schema: {
        tags,
        params: memberParams,
        body: updateMemberInput,
        response: { 200: firmMember, ...errors },
      },
    },
    async (request) =>
      firms.changeMemberRole(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/members/:id',
    { schema: { tags, params: memberParams, response: { 200: firmMember, ...errors } } },
    async (request) => firms.removeMember(app.deps, requireUser(request), request.params.id, request.ip),
  );

  app.post(
    '/members/:id/invitation',
    { schema: { tags, params: memberParams, response: { 200: firmMember, ...errors } } },
    async (request) => firms.resendInvitation(app.deps, requireUser(request), request.params.id, request.ip),
  );

  app.get(
    '/audit',
    { schema: { tags, querystring: auditQuery, response: { 200: auditResponse, ...errors } } },
    async (request) => firms.findFirmAudit(app.deps, requireUser(request), request.query),
  );

  // The firm's boilerplate: passages left out of the reading measures of all its documents (issue 30 item 6).
  app.get(
    '/boilerplate',
    { schema: { tags, response: { 200: boilerplateListResponse, ...errors } } },
    async (request) => boilerplate.findFirmBoilerplate(app.deps, requireUser(request)),
  );

  app.post(
    '/boilerplate',
    { schema: { tags, body: createBoilerplateInput, response: { 201: boilerplatePassage, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await boilerplate.createFirmBoilerplate(app.deps, requireUser(request), request.body, request.ip),
        ),
  );

  app.delete(
    '/boilerplate/:id',
    {
      schema: {
        tags,
        params: boilerplateParams,
        response: { 200: boilerplateParams, ...errors },
      },
    },
    async (request) =>
      boilerplate.deleteFirmBoilerplate(app.deps, requireUser(request), request.params.id, request.ip),
  );
};
