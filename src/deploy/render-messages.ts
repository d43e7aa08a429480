// The bundle's message-rendering mode: a process of its own that renders hexo-deployer-git's `message` templates
// with the real Nunjucks and Luxon, as that deployer does, and does nothing else. A template can run any code in the
// process that renders it, so the deploy never renders one itself (see hexo-message.ts, which starts this mode).

/** The argument that starts the bundle in this mode. */
export const RENDER_MESSAGES = '--pages-push-render-messages';

/** What the mode reads on stdin and writes on stdout, as JSON. */
export interface RenderRequest {
  templates: string[];
}
export type Rendered = { message: string } | { error: string };
export interface RenderResponse {
  results: Rendered[];
}

/** Whether this process was started in this mode. */
export function isRenderMode(): boolean {
  return process.argv[2] === RENDER_MESSAGES;
}

/** Reads the templates from stdin, renders each, and writes the results to stdout. */
export async function renderMessages(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const { templates } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RenderRequest;
  // Loaded here, in this mode only: the deploy's own start loads neither.
  const nunjucks = await import('nunjucks');
  const { DateTime } = await import('luxon');
  // hexo-deployer-git's own helpers and call (lib/deployer.js): the default environment, autoescaping and all.
  const helpers = { now: (format: string): string => DateTime.now().toFormat(format) };
  const { lockDown } = await import('./render-sandbox.js');
  lockDown();
  const results = templates.map((template): Rendered => {
    try {
      return { message: nunjucks.renderString(template, helpers) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
  const response: RenderResponse = { results };
  await new Promise<void>((resolve, reject) => {
    process.stdout.write(JSON.stringify(response), (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}
