import { DEMO_CONTENT } from './demo-content';
import { readOperatorContent } from './operator-content';
import type { OperatorContent } from './operator-content';

/** The operator content of this API: the file's (CONTENT_FILE), or the demo bank's without one. */
export function operatorContentOf(contentFile: string | null | undefined): OperatorContent {
  return contentFile ? readOperatorContent(contentFile) : DEMO_CONTENT;
}
