import { z } from 'zod';
import { type CallDef, CONSOLE_API_BASE, CUSTOMER_API_BASE } from './call';
import { consoleCallList, customerCallList } from './call-lists';
import { Code, codeMessages, LOCALES } from './codes';

/**
 * The OpenAPI 3.1 document of the whole API, generated from the call list so it can never drift
 * from what the server validates. Payloads are documented as they are sent (zod's `input` view:
 * strings and numbers before parsing); bodies as they are returned (`output` view) inside the
 * `{code, message, body}` envelope.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { $ref: string }[];
  requestBody: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access': CallDef['access'];
  'x-roles'?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, { post: OpenApiOperation }>;
  components: {
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
    parameters: Record<
      string,
      { name: string; in: 'header'; required: boolean; schema: JsonSchema; description: string }
    >;
    schemas: Record<string, JsonSchema>;
  };
}

/**
 * Converts one schema without ever throwing: transforms and other shapes JSON Schema cannot say
 * become "any value" (`{}`), and an unexpected converter failure is documented rather than fatal.
 */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref' });
    return rest;
  } catch (error) {
    return { description: `Not representable as JSON Schema: ${error instanceof Error ? error.message : 'unknown'}` };
  }
}

function envelopeOf(body: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', description: '200 on success; see components.schemas.Code' },
      message: { type: 'string', description: "A sentence in the request's locale" },
      body,
    },
    required: ['code', 'message', 'body'],
  };
}

function requestContent(call: CallDef): Record<string, { schema: JsonSchema }> {
  const input = schemaOf(call.payload, 'input');
  if (!call.multipart) return { 'application/x-www-form-urlencoded': { schema: input } };
  const properties = typeof input.properties === 'object' && input.properties !== null ? input.properties : {};
  const required = Array.isArray(input.required) ? input.required : [];
  return {
    'multipart/form-data': {
      schema: {
        ...input,
        type: 'object',
        properties: { ...properties, file: { type: 'string', contentMediaType: 'application/octet-stream' } },
        required: [...required, 'file'],
      },
    },
  };
}

function operationOf(call: CallDef, tag: string): OpenApiOperation {
  const op: OpenApiOperation = {
    operationId: `${tag}_${call.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: call.summary,
    tags: [tag],
    parameters: [{ $ref: '#/components/parameters/locale' }, { $ref: '#/components/parameters/timestamp' }],
    requestBody: { required: true, content: requestContent(call) },
    responses: {
      '200': {
        description: 'The envelope; `code` 200 means the change is committed, any other code is a failure',
        content: { 'application/json': { schema: envelopeOf(schemaOf(call.body, 'output')) } },
      },
      '404': {
        description: 'Unknown path (code 404, body null)',
        content: { 'application/json': { schema: envelopeOf({ type: 'null' }) } },
      },
    },
    'x-access': call.access,
  };
  if (call.access !== 'public') op.security = [{ token: [] }];
  if (call.roles) op['x-roles'] = call.roles;
  return op;
}

/** Builds the OpenAPI 3.1 document of every customer call (`/api/smart/`) and staff call (`/api/console/`). */
export function buildOpenApiDocument({ version }: { version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const call of customerCallList) {
    paths[CUSTOMER_API_BASE + call.path] = { post: operationOf(call, 'smart') };
  }
  for (const call of consoleCallList) {
    paths[CONSOLE_API_BASE + call.path] = { post: operationOf(call, 'console') };
  }
  const codeList = Object.values(Code)
    .map((c) => `${c}: ${codeMessages[c].en}`)
    .join('; ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'DEMO trading API',
      version,
      description:
        'Every call is POST with a form-encoded body and answers HTTP 200 with {code, message, body}. ' +
        'Decimals are strings, times are epoch milliseconds.',
    },
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token from access/user' },
      },
      parameters: {
        locale: {
          name: 'locale',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: [...LOCALES], default: 'en' },
          description: 'Language of the reply message',
        },
        timestamp: {
          name: 'timestamp',
          in: 'header',
          required: false,
          schema: { type: 'integer' },
          description: 'Client time, epoch milliseconds',
        },
      },
      schemas: {
        Code: { type: 'integer', enum: Object.values(Code), description: codeList },
      },
    },
  };
}
