import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { LoadableRelease, RemoteName } from '@vaultline/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { remoteFileOf } from '../web/remote-file-path';
import { readReleaseFile, sha384 } from './release-files';
import { RemotesService } from './remotes.service';

/** Releases whose pages are kept in memory (a live one, and those rolled to and from). */
const CACHED_RELEASES_MAX = 8;

const PrerenderedPageSchema = z.object({
  file: z.string().regex(/^prerender\/[A-Za-z0-9_-]+\.html$/),
  integrity: z.string().startsWith('sha384-'),
});
const ManifestSchema = z.object({
  metaData: z.object({
    vaultline: z.object({ prerender: z.record(z.string(), PrerenderedPageSchema).optional() }),
  }),
});

/** A page of the live public release, as HTML to put inside the shell's root element. */
export interface PrerenderedPage {
  /** The release that rendered it (the page's cache key with the path). */
  version: string;
  html: string;
}

/**
 * A remote's first-visit pages as its live release rendered them at build time (prerender/*.html,
 * listed with their sha384 in its manifest): the public remote's for signed-out visitors, the
 * banking remote's for signed-in ones. A page is served only while the manifest matches the hash
 * the registry holds and the page the hash the manifest lists; a release on another origin, an
 * older release without pages or a mismatch means no page (the shell renders as before). Canaries
 * are not considered: the page's request does not carry the canary cookie.
 */
@Injectable()
export class PrerenderedPages {
  private readonly logger = new Logger('PrerenderedPages');
  /** Per release (version and manifest hash): its verified pages, path → HTML, read once. */
  private readonly releases = new Map<string, Promise<Map<string, string>>>();

  constructor(
    private readonly remotes: RemotesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(path: string, remote: RemoteName): Promise<PrerenderedPage | null> {
    const { remotes } = await this.remotes.registry({ staff: false, bucket: null });
    const release = remotes.find((entry) => entry.name === remote)?.release;
    if (!release) return null;
    const html = (await this.pagesOf(release)).get(path);
    return html === undefined ? null : { version: release.version, html };
  }

  private pagesOf(release: LoadableRelease): Promise<Map<string, string>> {
    const key = `${release.version} ${release.manifestIntegrity}`;
    let pages = this.releases.get(key);
    if (!pages) {
      if (this.releases.size >= CACHED_RELEASES_MAX) this.releases.clear();
      pages = this.read(release).catch((error: unknown) => {
        this.logger.warn(`No prerendered pages from ${release.version}: ${String(error)}`);
        this.releases.delete(key);
        return new Map<string, string>();
      });
      this.releases.set(key, pages);
    }
    return pages;
  }

  /** The release's pages whose files match the hashes its (checked) manifest lists. */
  private async read(release: LoadableRelease): Promise<Map<string, string>> {
    const pages = new Map<string, string>();
    const entry = remoteFileOf(release.entry);
    if (!entry) return pages;
    const folder = join(this.config.remotesDir, entry.relative, '..');
    const manifest = await readReleaseFile(folder, 'mf-manifest.json');
    if (sha384(manifest) !== release.manifestIntegrity)
      return this.refuse(release, 'manifest', pages);
    const parsed = ManifestSchema.safeParse(JSON.parse(manifest.toString('utf8')));
    const listed = parsed.success ? (parsed.data.metaData.vaultline.prerender ?? {}) : {};
    for (const [path, page] of Object.entries(listed)) {
      const html = await readReleaseFile(folder, page.file);
      if (sha384(html) === page.integrity) pages.set(path, html.toString('utf8'));
      else this.refuse(release, page.file, pages);
    }
    return pages;
  }

  private refuse<T>(release: LoadableRelease, file: string, result: T): T {
    this.logger.error(`${release.entry}: ${file} does not match its hash`);
    return result;
  }
}
