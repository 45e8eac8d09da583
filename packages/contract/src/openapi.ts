import { z } from 'zod';
import { type CallDef, CONSOLE_API_BASE, CUSTOMER_API_BASE } from './call';
import { consoleCallList, customerCallList } from './call-lists';
import { Code, codeMessages, INTERNAL_ERROR_CODE, LOCALES, SESSION_END_REASONS } from './codes';

/**
 * The OpenAPI 3.1 document of the whole API, generated from the call list so it can never drift
 * from what the server validates. Payloads are documented as they are sent (zod's `input` view:
 * strings and numbers before parsing); bodies as they are returned (`output` view) inside the
 * `{code, message, body}` envelope, beside the refusal every call may answer instead, and each
 * download with its own media type.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { $ref: string }[];
  requestBody: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; schema: JsonSchema }>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
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

/** Every code a refusal may carry: the contract's table without 200 (CONTRACT.md, "Codes"). */
const FAILURE_CODES: readonly number[] = Object.values(Code).filter((code) => code !== Code.OK);

/** A success: code 200 and the call's body. */
function successOf(body: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', const: Code.OK, description: 'The change is committed' },
      message: { type: 'string', description: "A sentence in the request's locale" },
      body,
    },
    required: ['code', 'message', 'body'],
  };
}

/**
 * A refusal: a code of the table other than 200, a sentence naming the problem, and no body, except
 * that 280 and 281 name why the session ended (`{reason}`, SPEC A22).
 */
function failureOf(codes: readonly number[], description: string): JsonSchema {
  return {
    type: 'object',
    description,
    properties: {
      code: { type: 'integer', enum: [...codes], description: 'See components.schemas.Code' },
      message: { type: 'string', description: "A sentence in the request's locale; bad input names the field" },
      body: {
        oneOf: [
          { type: 'null' },
          {
            type: 'object',
            description: 'With 280 and 281: why the session ended',
            properties: { reason: { type: 'string', enum: [...SESSION_END_REASONS] } },
            required: ['reason'],
          },
        ],
      },
    },
    required: ['code', 'message', 'body'],
  };
}

const REFUSAL = 'A refusal: nothing changed (SPEC E1)';

/** What a call answers over HTTP 200: its success envelope or a refusal (code 200 vs any other). */
function envelopeOf(body: JsonSchema): JsonSchema {
  return { oneOf: [successOf(body), failureOf(FAILURE_CODES, REFUSAL)] };
}

/** The media type of a download without its parameters (`text/csv; charset=utf-8` → `text/csv`). */
function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? contentType).trim();
}

/**
 * A download answers its file on success (HTTP body, not the envelope) and the envelope on a
 * refusal, both with HTTP 200: the media type tells them apart.
 */
function successContent(call: CallDef): Record<string, { schema: JsonSchema }> {
  if (!call.download) return { 'application/json': { schema: envelopeOf(schemaOf(call.body, 'output')) } };
  return {
    [mediaTypeOf(call.download.contentType)]: {
      schema: { type: 'string', description: `The file (${call.download.filename}), sent as an attachment` },
    },
    'application/json': { schema: failureOf(FAILURE_CODES, REFUSAL) },
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
        description: call.download
          ? 'The file on success; a refusal is the envelope (JSON) with a code other than 200'
          : 'The envelope; `code` 200 means the change is committed, any other code is a refusal with body null',
        content: successContent(call),
      },
      '404': {
        description: 'Unknown path (code 404, body null)',
        content: { 'application/json': { schema: failureOf([Code.ABNORMAL_DATA], 'The path names no call') } },
      },
      '503': {
        description: 'The database cannot take the call now (SPEC E11): nothing changed; ask again after Retry-After',
        headers: { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer' } } },
        content: { 'application/json': { schema: failureOf([Code.SERVICE_BUSY], 'Busy: nothing was changed') } },
      },
      '500': {
        description: 'A bug: a generic sentence, logged by the server, never a stack',
        content: {
          'application/json': {
            schema: failureOf([INTERNAL_ERROR_CODE], 'An internal error; nothing the client sent is to blame'),
          },
        },
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
