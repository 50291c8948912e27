import { resolve } from 'node:path';
import { seedDocuments } from './index';
import type { SeedImageAsset } from './types';

function isImageAsset(doc: object): doc is SeedImageAsset {
  return (doc as { _type?: string })._type === 'sanity.imageAsset';
}

/**
 * The seed as NDJSON accepted by `sanity dataset import`: every document except the embedded
 * image assets, with each image's asset reference replaced by `_sanityAsset:
 * "image@file://<root>/<localPath>"` so the CLI uploads the file.
 * @param root absolute path of the repository (where `public/` lives)
 */
export function toNdjson(root: string): string {
  const assets = new Map(seedDocuments.filter(isImageAsset).map((a) => [a._id, a]));
  const replaceAssets = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replaceAssets);
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const assetRef = (obj.asset as { _ref?: string } | undefined)?._ref;
      if (obj._type === 'image' && assetRef && assets.has(assetRef)) {
        const rest = Object.fromEntries(Object.entries(obj).filter(([key]) => key !== 'asset'));
        return { ...rest, _sanityAsset: `image@file://${resolve(root, assets.get(assetRef)!.localPath)}` };
      }
      return Object.fromEntries(Object.entries(obj).map(([key, inner]) => [key, replaceAssets(inner)]));
    }
    return value;
  };
  return seedDocuments
    .filter((doc) => !isImageAsset(doc))
    .map((doc) => JSON.stringify(replaceAssets(doc)))
    .join('\n')
    .concat('\n');
}
