import { randomBytes } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import type { BackendContext, BackendService } from '../core/backend-service';
import { sendJson } from '../core/http/send';
import { getOrCreateSecret } from '../core/secrets';
import { getPoolContext } from '../identity';
import { createLocalEvidenceFiles } from '../storage/evidence/local-evidence-files';
import { storageService, type StorageService } from '../storage';
import { SAMPLE_CONTENT } from './sample-content';
import { createApiKeyCache, loadApiKey } from './api-key';
import { loadDataDeclaration, type DataDeclaration } from './declaration/load-declaration';
import { DATA_PREFIX, GRAPHQL_PATH, REALTIME_PATH } from './endpoints';
import { buildDataSchema, createRecordInputTypes } from './graphql/build-data-schema';
import { dataOutputs } from './outputs';
import { DocumentCache } from './protocol/document-cache';
import { budgetFieldErrors } from './protocol/field-error-budget';
import { handleGraphqlRequest, type GraphqlEndpoint } from './protocol/handle-graphql-request';
import { TransportError } from './protocol/transport-error';
import { seedSampleContent } from './seed/seed-sample-content';
import type { SeedContent } from './seed/to-stored-record';
import { readBanStatistics, readBriefFacetCounts, readContentCounts } from './custom-operations/content-statistics-figures';
import { readRecordFigures } from './custom-operations/record-figures';
import { warmUpSearch } from './custom-operations/search-warm-up';
import { createLocalAccountData, settleAccountExports, sweepExpiredExports } from './custom-operations/account-data';
import { ensureContentFacts } from './store/content-facts';
import { ensureDeclaredIndexes } from './store/ensure-declared-indexes';
import { mergeSearchIndexPending } from './store/search-index-pending';
import { createNextTokenCodec } from './store/next-token';
import { openDataChangeFeed, type DataChangeFeed } from './realtime/data-change-feed';
import { createRealtimeEndpoint, type RealtimeEndpoint } from './realtime/realtime-endpoint';
import type { RealtimeLimits } from './realtime/realtime-limits';

const NEXT_TOKEN_SECRET_NAME = 'data.next-token-secret';
/** How often expired account data exports are looked for (they are refused as soon as their time is up). */
const EXPORT_SWEEP_MS = 5 * 60 * 1000;

export interface DataServiceOptions {
  /** Defaults to amplify/data/schema.ts. */
  declaration?: DataDeclaration;
  /** What an empty store is filled with on first start; null seeds nothing. Defaults to the sample content. */
  sampleContent?: SeedContent | null;
  /** Whose bucket submitMyEvidence copies evidence files in: the backend's storage service unless a test mounts its own. */
  storage?: Pick<StorageService, 'runtime'>;
  /** Bounds of the real-time endpoint other than realtime/realtime-limits.ts's (tests). */
  realtimeLimits?: Partial<RealtimeLimits>;
}

/**
 * The AppSync-compatible data API: the schema, rules and indexes declared in amplify/data/,
 * records in the backend's database, the public API key, and the outputs' data section.
 */
export function createDataService(options: DataServiceOptions = {}): BackendService {
  // Read on first use, so importing the service list costs nothing until the backend starts.
  let built: { declaration: DataDeclaration; schema: GraphQLSchema } | undefined;
  const declared = () => {
    if (!built) {
      const declaration = options.declaration ?? loadDataDeclaration();
      // Every resolver's failures go through the request's error budget (protocol/field-error-budget.ts).
      built = { declaration, schema: budgetFieldErrors(buildDataSchema(declaration.models)) };
    }
    return built;
  };
  const documents = new DocumentCache();
  const endpoints = new WeakMap<BackendContext['db'], Promise<GraphqlEndpoint>>();

  const endpointFor = (ctx: BackendContext): Promise<GraphqlEndpoint> => {
    let endpoint = endpoints.get(ctx.db);
    if (!endpoint) {
      endpoint = (async () => {
        const secret = await getOrCreateSecret(ctx.db, NEXT_TOKEN_SECRET_NAME, () => randomSecret());
        const { declaration, schema } = declared();
        return {
          schema,
          documents,
          services: {
            db: ctx.db,
            models: declaration.models,
            codec: createNextTokenCodec(secret),
            // Read on first use: a backend whose records never name a file needs no bucket.
            evidenceFiles: createLocalEvidenceFiles(() => (options.storage ?? storageService).runtime(ctx)),
            accountData: createLocalAccountData(ctx, () => (options.storage ?? storageService).runtime(ctx)),
          },
          authentication: {
            region: ctx.config.region,
            currentApiKey: createApiKeyCache(ctx.db),
            loadPool: () => getPoolContext(ctx),
          },
          log: ctx.log,
          contentChanges: ctx.contentChanges,
        };
      })();
      endpoints.set(ctx.db, endpoint);
      endpoint.catch(() => endpoints.delete(ctx.db));
    }
    return endpoint;
  };

  // The real-time endpoint and the feed of committed changes it serves, per backend (tests start several).
  const realtime = new WeakMap<BackendContext['db'], { endpoint: RealtimeEndpoint; feed?: DataChangeFeed }>();
  // Expired account exports (take my data) are deleted every few minutes, per backend.
  const exportSweeps = new WeakMap<BackendContext['db'], NodeJS.Timeout>();

  return {
    name: 'appsync',
    prefix: DATA_PREFIX,
    async start(ctx) {
      const { declaration } = declared();
      await ensureDeclaredIndexes(ctx.db, declaration.models);
      if (await ensureContentFacts(ctx.db)) ctx.log.info('[data] rebuilt the content statistics tables from the records');
      const merged = await mergeSearchIndexPending(ctx.db);
      if (merged > 0) ctx.log.info(`[data] merged ${merged} pending pages into the search indexes`);
      // The figures every cold home, /briefs and /platforms page shows, stored before the first visitor asks
      // (a stored answer of the current version is one row read; after a bulk load, one pass each).
      await readBanStatistics(ctx.db, {});
      await readRecordFigures(ctx.db, {});
      await readContentCounts(ctx.db);
      await readBriefFacetCounts(ctx.db);
      await loadApiKey(ctx.db);
      await endpointFor(ctx);
      const live: { endpoint: RealtimeEndpoint; feed?: DataChangeFeed } = {
        endpoint: createRealtimeEndpoint({ endpoint: () => endpointFor(ctx), log: ctx.log, limits: options.realtimeLimits }),
      };
      realtime.set(ctx.db, live);
      live.feed = await openDataChangeFeed(ctx, (change) => live.endpoint.deliver(change));
      const sweep = () => {
        void endpointFor(ctx)
          .then(async (endpoint) => {
            const storage = endpoint.services.accountData?.storage;
            const swept = storage ? await sweepExpiredExports(ctx.db, storage, new Date()) : 0;
            if (swept > 0) ctx.log.info(`[data] deleted ${swept} expired account data exports`);
          })
          .catch((error: unknown) => ctx.log.error('[data] could not delete expired account data exports', error));
      };
      exportSweeps.set(ctx.db, setInterval(sweep, EXPORT_SWEEP_MS).unref());
      const content =
        options.sampleContent === undefined ? (SAMPLE_CONTENT as SeedContent) : options.sampleContent;
      if (content) {
        const count = await seedSampleContent({ db: ctx.db, recordInputs: createRecordInputTypes(declaration.models), models: declaration.models }, content);
        if (count > 0) ctx.log.info(`[data] loaded ${count} sample records into the empty store`);
      }
    },
    async warmUp(ctx) {
      if (!ctx.db.runsAsWebAssembly) return;
      const began = Date.now();
      const warmed = await warmUpSearch(ctx.db);
      if (warmed) ctx.log.info(`[data] warmed up search with "${warmed.word}" (${warmed.matches} matches) in ${Date.now() - began} ms`);
    },
    upgrade(req, socket, head, ctx) {
      const live = realtime.get(ctx.db);
      if (ctx.url.pathname !== REALTIME_PATH || !live) {
        socket.on('error', () => undefined);
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      live.endpoint.handleUpgrade(req, socket, head, ctx.clientAddress);
    },
    async stop(ctx) {
      clearInterval(exportSweeps.get(ctx.db));
      await settleAccountExports();
      const live = realtime.get(ctx.db);
      live?.endpoint.close();
      await live?.feed?.close();
    },
    async handle(req, res, ctx) {
      if (ctx.url.pathname !== GRAPHQL_PATH) {
        const error = new TransportError(
          404,
          'NotFoundException',
          `No data API route at ${ctx.url.pathname}; GraphQL is at ${GRAPHQL_PATH}.`,
        );
        sendJson(res, error.status, { errors: [{ errorType: error.errorType, message: error.message }] });
        return;
      }
      await handleGraphqlRequest(req, res, await endpointFor(ctx), { requestId: ctx.requestId, clientAddress: ctx.clientAddress });
    },
    async outputs(ctx) {
      return dataOutputs({
        publicUrl: ctx.config.publicUrl,
        region: ctx.config.region,
        apiKey: await loadApiKey(ctx.db),
        introspection: declared().declaration.introspection,
      });
    },
  };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64');
}

/** The data API over the declaration in amplify/data/, seeding the sample content. */
export const dataService = createDataService();
