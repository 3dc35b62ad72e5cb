import Fastify from 'fastify';
import pino from 'pino';
import { LazyChildLogger, lazyChildLoggers } from './lazy-child-logger';

/** A pino logger at `level` writing its JSON lines into `lines`; its child() calls counted. */
function rootLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const root = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = jest.spyOn(root, 'child');
  return { root, lines, child };
}

describe('LazyChildLogger', () => {
  it('makes no pino child while nothing is written at its level', () => {
    const { root, lines, child } = rootLogger('warn');
    const request = lazyChildLoggers.call(
      undefined as never,
      root,
      { reqId: 'r1' },
      { level: 'warn' },
      undefined as never,
    );
    const who = request.child({ userId: 'u1' });
    request.info('incoming request');
    who.info('request completed');
    who.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('makes no pino child for the requests of a Fastify app that logs nothing below warn', async () => {
    const { root, lines, child } = rootLogger('warn');
    const app = Fastify({ loggerInstance: root, childLoggerFactory: lazyChildLoggers });
    app.get('/', async (request) => {
      request.log.child({ userId: 'u1' }).info('who');
      return 'ok';
    });
    await app.ready();
    child.mockClear(); // Fastify's own child of the root, made once at start (its serializers)
    const answers = [await app.inject('/'), await app.inject('/')];
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes the line the real children would have written, with every binding', () => {
    const { root, lines, child } = rootLogger('info');
    const request = new LazyChildLogger(root, { reqId: 'r1' }, 'info');
    const who = request.child({ userId: 'u1', sessionId: 's1' });
    who.info({ responseTime: 3 }, 'request completed');
    who.warn('twice');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      {
        level: 30,
        reqId: 'r1',
        userId: 'u1',
        sessionId: 's1',
        responseTime: 3,
        msg: 'request completed',
      },
      { level: 40, reqId: 'r1', userId: 'u1', sessionId: 's1', msg: 'twice' },
    ]);
  });

  it('follows a level set on it, and a child level below the root', () => {
    const { root, lines } = rootLogger('info');
    const request = new LazyChildLogger(root, { reqId: 'r1' }, 'info');
    request.level = 'error';
    request.warn('not written');
    const chatty = request.child({}, { level: 'debug' });
    chatty.debug('written');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });
});
