import { formatDay } from '@vaultline/ui';
import { formatAge, safeImageUrl } from './format';

describe('format helpers', () => {
  it('says how long ago something happened', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(formatAge('2026-03-10T11:59:50.000Z', now)).toBe('just now');
    expect(formatAge('2026-03-10T11:48:00.000Z', now)).toBe('12 min');
    expect(formatAge('2026-03-10T09:00:00.000Z', now)).toBe('3 h');
    expect(formatAge('2026-03-10T08:55:00.000Z', now)).toBe('3 h 5 min');
    expect(formatAge('2026-03-08T08:00:00.000Z', now)).toBe('2 d 4 h');
    expect(formatAge('nonsense', now)).toBe('—');
  });

  it('shows calendar days as they are and timestamps as en-CA dates', () => {
    expect(formatDay('1990-04-01')).toBe('1990-04-01');
    expect(formatDay(null)).toBe('—');
  });

  it('uses only web addresses as image sources', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('/api/avatars/1.png')).toBe('/api/avatars/1.png');
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('//evil.example.com/a.png')).toBeUndefined();
    expect(safeImageUrl(null)).toBeUndefined();
  });
});
