// Proves the S3 store's request signer (SigV4) gives AWS's published signatures: two cases of the
// generic SigV4 test suite and the S3 header-authentication examples (GET with a range, PUT with an
// encoded key and a body, a listing with a query).
import { describe, expect, it } from 'vitest';
import {
  amzDateOf,
  canonicalQuery,
  EMPTY_PAYLOAD_SHA256,
  encodeS3Path,
  type SigV4Credentials,
  sha256Hex,
  signV4,
} from '../../src/modules/upload/sigv4';

const SUITE: SigV4Credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
};
const S3_EXAMPLE: SigV4Credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const S3_HOST = 'examplebucket.s3.amazonaws.com';
const S3_DATE = '20130524T000000Z';

describe('the SigV4 test suite', () => {
  const base = { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' };

  it('get-vanilla', () => {
    const signed = signV4(
      { method: 'GET', path: '/', headers: base, payloadHash: EMPTY_PAYLOAD_SHA256, amzDate: '20150830T123600Z' },
      SUITE,
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case: the query is sorted before signing', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/',
        query: { Param2: 'value2', Param1: 'value1' },
        headers: base,
        payloadHash: EMPTY_PAYLOAD_SHA256,
        amzDate: '20150830T123600Z',
      },
      SUITE,
    );
    expect(signed.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });
});

describe('the S3 header-authentication examples', () => {
  it('GET object with a range', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: S3_HOST,
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
          'x-amz-date': S3_DATE,
        },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        amzDate: S3_DATE,
      },
      S3_EXAMPLE,
    );
    expect(signed.stringToSign.split('\n').at(-1)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('PUT object: the key is percent-encoded ($ → %24) and the body hash is signed', () => {
    const payloadHash = sha256Hex(Buffer.from('Welcome to Amazon S3.'));
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signV4(
      {
        method: 'PUT',
        path: encodeS3Path('/test$file.text'),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: S3_HOST,
          'x-amz-content-sha256': payloadHash,
          'x-amz-date': S3_DATE,
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash,
        amzDate: S3_DATE,
      },
      S3_EXAMPLE,
    );
    expect(signed.canonicalRequest.startsWith('PUT\n/test%24file.text\n')).toBe(true);
    expect(signed.signedHeaders).toBe('date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET a listing with a query', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/',
        query: { 'max-keys': '2', prefix: 'J' },
        headers: { host: S3_HOST, 'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256, 'x-amz-date': S3_DATE },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        amzDate: S3_DATE,
      },
      S3_EXAMPLE,
    );
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('encoding details', () => {
  it('keeps unreserved characters and slashes in paths, escapes the rest', () => {
    expect(encodeS3Path("/bucket/a b!'()*$.png")).toBe('/bucket/a%20b%21%27%28%29%2A%24.png');
    expect(canonicalQuery({ b: '2', a: 'x/y', A: '0' })).toBe('A=0&a=x%2Fy&b=2');
  });

  it('writes the compact date', () => {
    expect(amzDateOf(new Date('2013-05-24T00:00:00.123Z'))).toBe(S3_DATE);
  });
});
