import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_AREAS, isModuleKey, MODULE_KEYS, MODULE_LABELS } from '#domain/modules';

describe('permission modules', () => {
  it('lists the 17 module keys of §3 in the spec order', () => {
    expect(MODULE_KEYS).toEqual([
      'hosts', 'users', 'events', 'eventTickets', 'memoryEvents', 'intellectualProperties', 'weekAnthems', 'services',
      'sections', 'categories', 'tables', 'newsletters', 'contactUs', 'bookings', 'galleries', 'menu', 'followUs',
    ]);
  });

  it('labels every module the way the sidebar names it', () => {
    expect(Object.keys(MODULE_LABELS).sort()).toEqual([...MODULE_KEYS].sort());
    expect(MODULE_LABELS.intellectualProperties).toBe("IP's");
    expect(MODULE_LABELS.newsletters).toBe('News Letters');
    expect(MODULE_LABELS.galleries).toBe('Gallery');
  });

  it('recognises module keys and nothing else', () => {
    expect(isModuleKey('followUs')).toBe(true);
    expect(isModuleKey('roles')).toBe(false);
    expect(isModuleKey('Hosts')).toBe(false);
    expect(ADMIN_ONLY_AREAS).toEqual(['roles', 'subAdmins']);
  });
});
