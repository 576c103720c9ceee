/**
 * The application: portal and api on one Fastify instance. Plugins load in order: external
 * (database, security headers, rate limits, OpenAPI), then the app's own (envelope), then the
 * routes. `/api` holds the signed calls, and within them the group that needs a session; every
 * other path serves the built portal. Last, the background jobs of jobs.ts start, unless JOBS=off.
 */
import { guestPublicRoutes } from './modules/guest/routes.js';
import { releaseLoansOfAccount } from './modules/guest/service.js';
import { CALLS } from '@oceane/domain';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { devMailboxEnabled, type Config } from './config.js';
import { startJobs, type StartedJobs } from './jobs.js';
import { accountPublicRoutes, accountSessionRoutes } from './modules/account/routes.js';
import { accountUpdateRoutes } from './modules/account/update-routes.js';
import { profileRoutes } from './modules/account/profile-routes.js';
import { accountDataRoutes } from './modules/account-data/routes.js';
import { eraseAccountByCode } from './modules/account-data/service.js';
import { associationPublicRoutes, associationRoutes } from './modules/association/routes.js';
import { cardsRoutes } from './modules/cards/routes.js';
import { bikeReservationRoutes } from './modules/bike-reservations/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.js';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes.js';
import { customerStaffRoutes } from './modules/customers/routes.js';
import { creditNoteSessionRoutes, refundStaffRoutes } from './modules/refunds/routes.js';
import { reportStaffRoutes } from './modules/reports/routes.js';
import { disruptionStaffRoutes } from './modules/disruptions/routes.js';
import { duplicateRoutes } from './modules/duplicates/routes.js';
import {
  externalSignInPublicRoutes,
  externalSignInSessionRoutes,
} from './modules/external-identities/routes.js';
import { unlinkIdentitiesOf } from './modules/external-identities/service.js';
import type { EndLinkedAccess } from './modules/identity/service.js';
import { cardRequestRoutes } from './modules/card-requests/routes.js';
import { cancelDuplicateRequest } from './modules/duplicates/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { identityRoutes } from './modules/identity/routes.js';
import { verificationRoutes } from './modules/identity/verification-routes.js';
import { identitySettingsRoutes } from './modules/identity/settings-routes.js';
import { createMailer } from './modules/mail/service.js';
import { monitoringRoutes } from './modules/monitoring/routes.js';
import { pairingPublicRoutes, pairingSessionRoutes } from './modules/pairing/routes.js';
import { unpairDevicesOfIdentity } from './modules/pairing/service.js';
import { photoRoutes } from './modules/photos/routes.js';
import { documentPublicRoutes, documentSessionRoutes } from './modules/documents/routes.js';
import { findCardCreationItem, ownsOrder } from './modules/orders/card-creation-items.js';
import { reviewStaffRoutes } from './modules/review/routes.js';
import { staffDashboardRoutes } from './modules/staff-dashboard/routes.js';
import { staffInstalmentRoutes } from './modules/staff-instalments/routes.js';
import { productionStaffRoutes } from './modules/production/routes.js';
import { productionOfOrders } from './modules/production/service.js';
import { contractMoney } from './modules/usage-billing/service.js';
import { profileStatusRoutes } from './modules/profile-status/routes.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { authenticate } from './modules/sessions/service.js';
import { staffRoutes } from './modules/staff/routes.js';
import { staffAuthRoutes } from './modules/staff-auth/routes.js';
import { sealPlaintextTotpSecrets } from './modules/staff-auth/service.js';
import { staffTeamRoutes } from './modules/staff-team/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { termsRoutes } from './modules/terms/routes.js';
import { transitRoutes } from './modules/transit/routes.js';
import { networkStops, unknownLines } from './modules/transit/service.js';
import { transitNetworkRoutes } from './modules/transit/network-routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { vignettePublicRoutes, vignetteSessionRoutes } from './modules/vignette/routes.js';
import { intelligenceRoutes } from './modules/intelligence/routes.js';
import { actionsRoutes } from './modules/actions/routes.js';
import { issueOrderInvoice } from './modules/orders/service.js';
import { orderRoutes, paymentNotificationRoutes } from './modules/orders/routes.js';
import { pricingRoutes } from './modules/pricing/routes.js';
import { sandboxPspRoutes } from './modules/sandbox-psp/routes.js';
import { shopPublicRoutes, shopSessionRoutes } from './modules/shop/routes.js';
import { requireSession, requireStaff } from './plugins/auth.js';
import { callTablePlugin, markScopeRoutes } from './plugins/call-table.js';
import { contextPlugin } from './plugins/context.js';
import { apiNotFound, clientErrorHandler, envelopePlugin, frameworkErrors } from './plugins/envelope.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { addMultipartBodies } from './plugins/multipart.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { addSignatureCheck } from './plugins/shmac.js';
import { staticPortalPlugin } from './plugins/static-portal.js';
import { requestIdOf } from './lib/request-id.js';
import { responseSerializerCompiler } from './lib/serializer.js';
import { swaggerPlugin } from './plugins/swagger.js';

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds a request may take before the server gives up on it (0: no limit). */
  requestTimeout?: number;
  /** Milliseconds to receive a request's headers (Node's default, 60 s, when unset). */
  headersTimeout?: number;
  /** Milliseconds an idle keep-alive connection stays open (Fastify's default, 72 s, when unset). */
  keepAliveTimeout?: number;
};

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * lets a slow client outlive a 10 s timeout threefold; walking the open connections each second
 * costs little.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * What a reset, a password change or a login moved to a new address ends beyond identity's own
 * tables (decision 057): the devices paired with the identity's profiles and its linked external
 * identities, both modules above identity, so their functions are handed down from here.
 */
const endLinkedAccess: EndLinkedAccess = async (trx, identityId, now) => ({
  devices: await unpairDevicesOfIdentity(trx, identityId, now),
  externalAccounts: await unlinkIdentitiesOf(trx, identityId),
});

/** What the routes are handed of the jobs, which start after them: a run now, beside the schedule. */
type ApiRoutesOptions = { runAlertsNow: () => Promise<void> };

/**
 * Everything under /api: health and docs unsigned, the rest signed, some behind a session, and
 * within those the staff's calls.
 */
const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (api, { runAlertsNow }) => {
  api.setNotFoundHandler(apiNotFound);
  // Every /api answer is personal or short-lived: no shared cache and no browser cache keeps it.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await api.register(healthRoutes);
  // The sandbox payment provider's hosted pages: a browser's form posts, unsigned (decision 025).
  await api.register(sandboxPspRoutes);
  await api.register(async (signed) => {
    // The multipart reader runs first, so that the signature covers a form's text fields.
    await addMultipartBodies(signed);
    addSignatureCheck(signed, api.config.signatureKey);
    markScopeRoutes(signed, 'signed');
    await signed.register(identityRoutes, { endLinkedAccess });
    await signed.register(catalogRoutes, { networkStops });
    await signed.register(documentPublicRoutes);
    await signed.register(pairingPublicRoutes);
    await signed.register(termsRoutes);
    await signed.register(transitNetworkRoutes);
    await signed.register(accountPublicRoutes);
    await signed.register(externalSignInPublicRoutes);
    await signed.register(associationPublicRoutes);
    await signed.register(guestPublicRoutes);
    await signed.register(shopPublicRoutes);
    await signed.register(vignettePublicRoutes);
    await signed.register(actionsRoutes, {
      eraseAccount: (ctx, code) => eraseAccountByCode(ctx, code, cancelDuplicateRequest),
      endLinkedAccess,
    });
    await signed.register(paymentNotificationRoutes);
    if (api.config.monitoring.errorReporting) await signed.register(monitoringRoutes);
    await signed.register(async (withSession) => {
      requireSession(withSession, (token) => authenticate(api.db, api.config, token));
      markScopeRoutes(withSession, 'session');
      await withSession.register(accountSessionRoutes, { onLogout: releaseLoansOfAccount });
      await withSession.register(externalSignInSessionRoutes);
      await withSession.register(profileRoutes);
      await withSession.register(accountDataRoutes);
      await withSession.register(verificationRoutes, { endLinkedAccess });
      await withSession.register(identitySettingsRoutes, { endLinkedAccess });
      await withSession.register(accountUpdateRoutes);
      await withSession.register(cardsRoutes, { onCardReleased: cancelDuplicateRequest, unknownLines });
      await withSession.register(associationRoutes);
      await withSession.register(photoRoutes);
      await withSession.register(duplicateRoutes);
      await withSession.register(subscriptionRoutes, { contractMoney });
      await withSession.register(walletRoutes);
      await withSession.register(vignetteSessionRoutes);
      await withSession.register(intelligenceRoutes);
      await withSession.register(transitRoutes);
      await withSession.register(bikeReservationRoutes);
      await withSession.register(shopSessionRoutes);
      await withSession.register(profileStatusRoutes);
      await withSession.register(pairingSessionRoutes);
      await withSession.register(cardRequestRoutes);
      await withSession.register(pricingRoutes);
      await withSession.register(orderRoutes, { productionOf: productionOfOrders });
      await withSession.register(creditNoteSessionRoutes);
      await withSession.register(documentSessionRoutes, { findCardCreationItem, ownsOrder });
      // The back office: a session whose identity has the staff role, else 403; its second
      // factor given on the session, but for the calls that give it (decision 070).
      await withSession.register(async (staff) => {
        requireStaff(staff);
        markScopeRoutes(staff, 'staff');
        await staff.register(staffAuthRoutes);
        await staff.register(auditRoutes);
        await staff.register(staffRoutes);
        await staff.register(disruptionStaffRoutes, { runAlertsNow });
        await staff.register(customerStaffRoutes);
        await staff.register(reviewStaffRoutes);
        await staff.register(staffInstalmentRoutes);
        await staff.register(staffDashboardRoutes);
        await staff.register(staffTeamRoutes);
        await staff.register(productionStaffRoutes);
        await staff.register(refundStaffRoutes);
        await staff.register(reportStaffRoutes);
        await staff.register(catalogueAdminRoutes);
      });
    });
  });
};

/** The app as a plugin, for a Fastify instance created by buildApp (or by a test). */
export async function appPlugin(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod: config.nodeEnv !== 'production' }));
  // JSON everywhere, multipart/form-data on the upload routes only (plugins/multipart.ts):
  // anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('session', null);
  await app.register(jsonBodyPlugin);
  await app.register(callTablePlugin, { config });

  // The demo's orders are seeded with their invoices, issued through the orders module.
  await app.register(contextPlugin, { config, createMailer, issueInvoice: issueOrderInvoice });
  // The staff's TOTP secrets stored in plaintext before decision 078 are sealed before any call.
  const sealed = await sealPlaintextTotpSecrets(app.ctx);
  if (sealed > 0) app.log.info({ sealed }, 'staff TOTP secrets sealed with STAFF_TOTP_KEY');
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    windowMinutes: config.rateLimits.windowMinutes,
  });
  await app.register(swaggerPlugin);
  await app.register(envelopePlugin);

  let jobs: StartedJobs | null = null;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(apiRoutes, {
    prefix: '/api',
    // Nothing while JOBS=off: the tests run the alerts themselves.
    runAlertsNow: () => jobs?.runNow('traffic-alerts') ?? Promise.resolve(),
  });
  await routes.register(publicConfigRoutes);
  if (devMailboxEnabled(config)) await routes.register(devMailboxRoutes);
  const analytics = config.monitoring.analytics;
  await app.register(staticPortalPlugin, {
    webBuildDir: config.webBuildDir,
    thirdPartyOrigins: analytics ? [new URL(analytics.scriptUrl).origin] : [],
  });
  // Every background job, from the one registry (decision 066); stopped when the app closes.
  if (config.jobs) jobs = startJobs(app);
}

/**
 * The access log: one line per answered request with its method, path (secrets redacted, see
 * lib/log.ts), status and duration. Fastify's default writes a second line as the request
 * arrives; under load those writes were a tenth of the process (issue 9), and that line tells
 * nothing the answer's line does not (a request that never ends is ended and logged by the
 * request timeout).
 */
const HEALTH_URL = `/api/${CALLS.health.path}`;

class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // A load balancer's health check every few seconds would drown the log: only a failing one is told.
    if (!error && reply.statusCode === 200 && request.routeOptions.url === HEALTH_URL) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A hop count becomes the function Fastify's types expect: trust that many proxies. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: options.requestTimeout ?? 0,
    keepAliveTimeout: options.keepAliveTimeout,
    http:
      options.headersTimeout === undefined
        ? null
        : { headersTimeout: options.headersTimeout, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    // The context plugin migrates the database before the app is ready: a long migration, or
    // PGlite's first start (its initdb runs in WebAssembly) on a busy machine, passes Fastify's
    // 10 s default. A database that does not answer still fails fast (pg's connect timeout).
    pluginTimeout: 120_000,
    frameworkErrors,
    clientErrorHandler,
    logController: new OneLinePerRequest(),
    // The balancer's X-Request-Id when well formed, else our own (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });
  // Every answer names its request, the portal's pages and files as the api's calls.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await appPlugin(app, config);
  await app.ready();
  return app;
}
