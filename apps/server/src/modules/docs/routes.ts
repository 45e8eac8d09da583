import { buildOpenApiDocument } from '@demo/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/docs';

/** Serves the contract's generated OpenAPI document at /docs/json and Swagger UI at /docs. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  const document = buildOpenApiDocument({ version });
  await app.register(swagger, {
    mode: 'static',
    specification: { document },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The server also runs over plain http on a LAN address, where this directive would break the page.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
