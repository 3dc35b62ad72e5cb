// Where a page's main thread spent its time until a moment (its largest contentful paint), from a
// Chromium trace (devtools.timeline): the work each task began with, by kind and by script. Used by
// `npm run measure:first-visit` with MAIN_THREAD=1.

/** A task's first level of work: what the browser was doing, named by its kind and its script. */
function workOf(event) {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || '';
  const file = url ? new URL(url, 'http://page/').pathname.split('/').slice(-2).join('/') : '';
  return file ? `${event.name} ${file}` : event.name;
}

/** The renderer's main thread: the thread named CrRendererMain with the most events. */
function mainThread(events) {
  const perThread = new Map();
  for (const e of events)
    perThread.set(`${e.pid}/${e.tid}`, (perThread.get(`${e.pid}/${e.tid}`) ?? 0) + 1);
  const count = (thread) => perThread.get(`${thread.pid}/${thread.tid}`);
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return names.sort((a, b) => count(b) - count(a))[0];
}

/**
 * Milliseconds of main-thread work before `untilMs` (measured from navigation start), summed by
 * the work each task began with; tasks themselves ('RunTask') count what they did not name.
 */
export function mainThreadWork(trace, untilMs) {
  const events = trace.traceEvents ?? trace;
  const main = mainThread(events);
  if (!main) return null;
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === main.pid &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  )?.ts;
  const complete = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0)
    .filter((e) => start === undefined || (e.ts >= start && e.ts - start <= untilMs * 1000))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const work = new Map();
  const add = (key, micros) => work.set(key, (work.get(key) ?? 0) + micros);
  let task = null;
  let coveredUntil = 0;
  let named = 0;
  for (const event of complete) {
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
      if (task) add('(task, unnamed)', task.dur - named);
      task = event;
      coveredUntil = event.ts;
      named = 0;
    } else if (task && event.ts < task.ts + task.dur && event.ts >= coveredUntil) {
      add(workOf(event), event.dur);
      coveredUntil = event.ts + event.dur;
      named += event.dur;
    }
  }
  if (task) add('(task, unnamed)', task.dur - named);
  return [...work.entries()]
    .map(([what, micros]) => ({ what, ms: micros / 1000 }))
    .sort((a, b) => b.ms - a.ms);
}
