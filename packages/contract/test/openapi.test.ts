// Proves the generated OpenAPI 3.1 document covers every customer and staff call, secures the protected ones, and never fails on a schema.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, consoleCallList, customerCallList, schemaOf } from '../src/index';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument({ version: '1.2.3' });

  it('has one POST operation per call under the right base path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    const expected = [
      ...customerCallList.map((c) => `/api/smart/${c.path}`),
      ...consoleCallList.map((c) => `/api/console/${c.path}`),
    ].sort();
    expect(Object.keys(doc.paths).sort()).toEqual(expected);
    const ids = Object.values(doc.paths).map((p) => p.post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents form payloads, multipart upload and the reply envelope', () => {
    const login = doc.paths['/api/smart/access/user']?.post;
    expect(login?.requestBody.content['application/x-www-form-urlencoded']?.schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
    });
    const upload = doc.paths['/api/smart/upload/standard']?.post;
    expect(upload?.requestBody.content['multipart/form-data']?.schema).toMatchObject({ required: ['file'] });
    const envelope = login?.responses['200']?.content?.['application/json']?.schema;
    // A success or a refusal, told apart by the code: 200, or any other of the table with body null,
    // except a session's end (280, 281), whose body names why (A22).
    expect(envelope).toMatchObject({
      oneOf: [
        { required: ['code', 'message', 'body'], properties: { code: { const: 200 } } },
        {
          required: ['code', 'message', 'body'],
          properties: { body: { oneOf: [{ type: 'null' }, { type: 'object', required: ['reason'] }] } },
        },
      ],
    });
    const refusalCodes = (envelope?.oneOf as { properties: { code: { enum?: number[] } } }[])[1]?.properties.code.enum;
    expect(refusalCodes).toEqual(expect.arrayContaining([280, 402, 404, 429, 601]));
    expect(refusalCodes).not.toContain(200);
    const csv = doc.paths['/api/smart/balance/log/export']?.post.responses['200']?.content;
    expect(Object.keys(csv ?? {}).sort()).toEqual(['application/json', 'text/csv']);
    expect(JSON.stringify(doc)).not.toContain('Not representable');
  });

  it('secures exactly the non-public calls with the token header', () => {
    expect(doc.components.securitySchemes.token).toEqual(expect.objectContaining({ in: 'header', name: 'token' }));
    for (const call of [...customerCallList, ...consoleCallList]) {
      const base = call.access === 'staff' || consoleCallList.includes(call) ? '/api/console/' : '/api/smart/';
      const op = doc.paths[base + call.path]?.post;
      expect(op?.security, call.path).toEqual(call.access === 'public' ? undefined : [{ token: [] }]);
    }
  });

  it('turns shapes JSON Schema cannot say into "any" instead of throwing', () => {
    const odd = z.object({ when: z.date(), big: z.bigint(), mapped: z.string().transform((s) => s.length) });
    expect(() => schemaOf(odd, 'output')).not.toThrow();
    expect(() => schemaOf(odd, 'input')).not.toThrow();
  });
});
