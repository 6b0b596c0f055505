import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ParameterizedContext } from 'koa';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

type Encoding = 'br' | 'gzip';

/**
 * A JSON body kept with its compressed forms, for responses served many times from a cache (the
 * marketplace pages). Each form is made once, synchronously, the first time a client asks for it:
 * compressing a 60 KB page through the on-the-fly middleware's streams costs about 4 ms per
 * response, the same bytes from memory nothing. Same settings as http/compression.ts.
 */
export class EncodedJson<Answer = unknown> {
  private readonly forms = new Map<Encoding, Buffer>();
  /** The answer this JSON encodes, for type checks only: an endpoint's handler may return it for its answer. */
  declare readonly answer?: Answer;

  private constructor(readonly json: string) {}

  static of<Answer>(answer: Answer): EncodedJson<Answer> {
    return new EncodedJson<Answer>(JSON.stringify(answer));
  }

  encoded(encoding: Encoding): Buffer {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
          : gzipSync(this.json, { level: 6 });
      this.forms.set(encoding, form);
    }
    return form;
  }
}

/** Brotli whenever the client takes it (smaller), as the compression middleware chooses, else gzip. */
function preferredEncoding(ctx: ParameterizedContext): Encoding | undefined {
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  return ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
}

/** Sends the form the client accepts best; a body that has its Content-Encoding is left alone by the compression middleware. */
export function sendEncodedJson(ctx: ParameterizedContext, body: EncodedJson): void {
  ctx.type = 'application/json';
  ctx.vary('Accept-Encoding');
  const encoding = body.json.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(ctx) : undefined;
  if (encoding) {
    ctx.set('Content-Encoding', encoding);
    ctx.body = body.encoded(encoding);
  } else {
    ctx.body = body.json;
  }
}
