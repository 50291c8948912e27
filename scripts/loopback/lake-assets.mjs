// The lake's images: `/assets/images/{dataset}?filename=…` stores an upload as a sanity.imageAsset,
// and its bytes are served at the asset's url, resized, cropped and converted as Sanity's image
// pipeline does (`image-cdn.mjs`).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { stamp } from './lake-context.mjs';
import { imageDimensions, isTransform, negotiatedFormat, transformImage } from './image-cdn.mjs';

/** @typedef {import('./lake-context.mjs').LakeContext} LakeContext */
/** An uploaded file's bytes and type. @typedef {{ bytes: Buffer, mimeType: string }} LakeFile */

const MIME = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** Width and height from a PNG's IHDR or an SVG's width/height attributes; otherwise 1920x1080. */
function dimensions(/** @type {Buffer} */ bytes, /** @type {string} */ ext) {
  if (ext === 'png' && bytes.length > 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const svg = ext === 'svg' ? bytes.subarray(0, 2000).toString('utf8').match(/<svg[^>]*>/)?.[0] ?? '' : '';
  const attr = (/** @type {string} */ name, fallback) => Math.round(Number(svg.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]) || fallback);
  return { width: attr('width', 1920), height: attr('height', 1080) };
}

/**
 * `POST /assets/images/{dataset}?filename=…`: the bytes as a sanity.imageAsset, whose id and path
 * come from their SHA-1 and size; the same bytes again answer the asset already held.
 * @param {LakeContext} ctx
 * @param {URL} url
 * @param {Buffer} bytes
 * @param {string | undefined} contentType the request's, used for an unknown extension
 * @returns {Promise<{ document: Record<string, any> }>}
 */
export async function upload(ctx, url, bytes, contentType) {
  const { projectId, dataset, store } = ctx;
  const filename = url.searchParams.get('filename') ?? 'image';
  const extension = (filename.match(/\.([a-z0-9]+)$/i)?.[1] ?? 'bin').toLowerCase();
  const sha1hash = createHash('sha1').update(bytes).digest('hex');
  // Raster files are measured by sharp, as Sanity's pipeline would; SVGs by their attributes.
  const { width, height } = extension === 'svg' ? dimensions(bytes, extension) : await imageDimensions(bytes);
  const _id = `image-${sha1hash}-${width}x${height}-${extension}`;
  const existing = store.get(_id);
  if (existing) return { document: existing };
  const mimeType = MIME[extension] ?? contentType ?? 'application/octet-stream';
  const path = `images/${projectId}/${dataset}/${sha1hash}-${width}x${height}.${extension}`;
  ctx.files.set(`/${path}`, { bytes, mimeType });
  const document = stamp({
    _id, _type: 'sanity.imageAsset', assetId: sha1hash, sha1hash, path, url: `${ctx.origin}/${path}`, originalFilename: filename, extension, mimeType, size: bytes.length,
    metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } },
  });
  ctx.version += 1;
  store.set(_id, document);
  return { document };
}

/**
 * The file transformed as its URL asks, made once per URL and format. Sanity's CDN transforms an
 * image once and serves the copy from its edge after that; without this, every request would pay
 * sharp's decode of a 4000 px photo. A failed transform is forgotten, so it is tried again.
 */
function cachedTransform(/** @type {LakeContext} */ ctx, /** @type {LakeFile} */ file, /** @type {URL} */ url, /** @type {string} */ accept) {
  const { transforms } = ctx;
  const key = `${url.pathname}?${url.searchParams}#${negotiatedFormat(url.searchParams, accept) ?? ''}`;
  if (!transforms.has(key)) {
    const pending = transformImage(file.bytes, url.searchParams, accept);
    pending.catch(() => transforms.delete(key));
    transforms.set(key, pending);
  }
  return transforms.get(key);
}

/**
 * Answers `GET` of an uploaded file: the image pipeline's sizes, crops and formats (an SVG is
 * served as it is, gzipped when accepted), cached by browsers for a year; 400 for a transform
 * that fails.
 * @param {LakeContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {LakeFile} file
 * @param {Record<string, string>} cors the CORS headers
 */
export async function serveFile(ctx, req, res, url, file, cors) {
  let served = file;
  if (file.mimeType !== 'image/svg+xml' && isTransform(url.searchParams)) {
    try {
      served = await cachedTransform(ctx, file, url, req.headers.accept ?? '');
    } catch (error) {
      res.writeHead(400, { ...cors, 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify({ error: { description: error instanceof Error ? error.message : String(error), type: 'httpBadRequest' } }));
    }
  }
  // Sanity's CDN compresses SVGs and lets browsers keep an asset for a year (its URL changes with its content).
  const gzip = served.mimeType === 'image/svg+xml' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(served.bytes) : served.bytes;
  res.writeHead(200, {
    ...cors,
    'content-type': served.mimeType,
    'content-length': payload.length,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept, Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  return res.end(payload);
}
