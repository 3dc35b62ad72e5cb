import { Inject, Injectable, Logger } from '@nestjs/common';
import type { LoadableRelease } from '@vaultline/contracts';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { remoteFileOf } from '../web/remote-file-path';
import { readReleaseFile, sha384 } from './release-files';
import { RemotesService } from './remotes.service';

/** The remote whose first-visit pages are rendered at build time. */
const PRERENDERING_REMOTE = 'mfe_public';
/** Pages kept in memory (per release and path): a handful per release, a few releases at a time. */
const CACHED_PAGES_MAX = 64;

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
 * The public remote's first-visit pages as its live release rendered them at build time
 * (prerender/*.html, listed with their sha384 in its manifest). A page is served only while the
 * manifest matches the hash the registry holds and the page the hash the manifest lists; a release
 * on another origin, an older release without pages or a mismatch means no page (the shell renders
 * as before). Canaries are not considered: the page's cookie-less request cannot say who is in one.
 */
@Injectable()
export class PrerenderedPages {
  private readonly logger = new Logger('PrerenderedPages');
  private readonly pages = new Map<string, string>();

  constructor(
    private readonly remotes: RemotesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(path: string): Promise<PrerenderedPage | null> {
    const { remotes } = await this.remotes.registry({ staff: false, bucket: null });
    const release = remotes.find((remote) => remote.name === PRERENDERING_REMOTE)?.release;
    if (!release) return null;
    const key = `${release.version} ${path}`;
    const cached = this.pages.get(key);
    if (cached !== undefined) return { version: release.version, html: cached };
    const html = await this.read(release, path);
    if (html === null) return null;
    if (this.pages.size >= CACHED_PAGES_MAX) this.pages.clear();
    this.pages.set(key, html);
    return { version: release.version, html };
  }

  private async read(release: LoadableRelease, path: string): Promise<string | null> {
    const entry = remoteFileOf(release.entry);
    if (!entry) return null;
    const folder = join(this.config.remotesDir, entry.relative, '..');
    try {
      const manifest = await readReleaseFile(folder, 'mf-manifest.json');
      if (sha384(manifest) !== release.manifestIntegrity) return this.refuse(release, 'manifest');
      const parsed = ManifestSchema.safeParse(JSON.parse(manifest.toString('utf8')));
      const page = parsed.success ? parsed.data.metaData.vaultline.prerender?.[path] : undefined;
      if (!page) return null;
      const html = await readReleaseFile(folder, page.file);
      if (sha384(html) !== page.integrity) return this.refuse(release, page.file);
      return html.toString('utf8');
    } catch (error) {
      this.logger.warn(`No prerendered ${path} from ${release.version}: ${String(error)}`);
      return null;
    }
  }

  private refuse(release: LoadableRelease, file: string): null {
    this.logger.error(`${PRERENDERING_REMOTE} ${release.version}: ${file} does not match its hash`);
    return null;
  }
}
