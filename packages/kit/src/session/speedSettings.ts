import { useCallback, useState } from 'react';

/** The localStorage key of the Speed timer settings. */
export const SPEED_SETTINGS_STORAGE_KEY = 'lingos:speed-timer';

const version = 1;

/** How the child wants the Speed timer: hidden from view, or off (no time recorded). */
export interface SpeedSettings {
  readonly hidden: boolean;
  readonly off: boolean;
}

/** The default: the timer shown and on. */
export const defaultSpeedSettings: SpeedSettings = { hidden: false, off: false };

/** Reads the stored settings, validated field by field; anything malformed gives the default. */
export function parseSpeedSettings(raw: string | null | undefined): SpeedSettings {
  if (!raw) return defaultSpeedSettings;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return defaultSpeedSettings;
    const record = data as Record<string, unknown>;
    if (record.version !== version) return defaultSpeedSettings;
    return {
      hidden: typeof record.hidden === 'boolean' ? record.hidden : false,
      off: typeof record.off === 'boolean' ? record.off : false,
    };
  } catch {
    return defaultSpeedSettings;
  }
}

/** The stored form of the settings. */
export function serializeSpeedSettings(settings: SpeedSettings): string {
  return JSON.stringify({ version, ...settings });
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The Speed timer settings, kept on this device. */
export function useSpeedSettings(): [SpeedSettings, (patch: Partial<SpeedSettings>) => void] {
  const [settings, setSettings] = useState<SpeedSettings>(() => {
    try {
      return parseSpeedSettings(storage()?.getItem(SPEED_SETTINGS_STORAGE_KEY));
    } catch {
      return defaultSpeedSettings;
    }
  });
  const update = useCallback((patch: Partial<SpeedSettings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...patch };
      try {
        storage()?.setItem(SPEED_SETTINGS_STORAGE_KEY, serializeSpeedSettings(next));
      } catch {
        // Storage is full or blocked: the setting lasts for this visit.
      }
      return next;
    });
  }, []);
  return [settings, update];
}
