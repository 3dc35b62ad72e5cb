import { notificationsKeys } from './notifications';
import { platformKeys } from './operator-content';
import { statementsKeys } from './statements';

// The shell and every remote (also of earlier releases, which wrote these keys inline) read one
// cache: a key that changed would be a second entry, asked for twice and invalidated apart.
describe('the shared query keys', () => {
  it('keep the values every bundle reads', () => {
    expect(platformKeys.landing()).toEqual(['platform', 'landing']);
    expect(notificationsKeys.unreadCount()).toEqual(['notifications', 'unread-count']);
    expect(notificationsKeys.latest()).toEqual(['notifications', 'latest']);
    expect(notificationsKeys.feed()).toEqual(['notifications', 'feed']);
    expect(statementsKeys.archive('/accounts/a1/statements')).toEqual([
      'statements',
      '/accounts/a1/statements',
    ]);
  });

  it('put every key of an area under its root (what invalidating the area matches)', () => {
    for (const key of [
      notificationsKeys.unreadCount(),
      notificationsKeys.latest(),
      notificationsKeys.feed(),
    ])
      expect(key.slice(0, 1)).toEqual(notificationsKeys.all());
    expect(platformKeys.landing().slice(0, 1)).toEqual(platformKeys.all());
    expect(statementsKeys.archive('/x').slice(0, 1)).toEqual(statementsKeys.all());
  });
});
