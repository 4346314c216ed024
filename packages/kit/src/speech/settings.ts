/** The localStorage key of the read-aloud setting. */
export const READ_ALOUD_STORAGE_KEY = 'lingos:read-aloud';

const version = 1;

/**
 * Reads "Read prompts aloud automatically" from storage, validated: anything missing or
 * malformed gives the default, on.
 */
export function parseAutoRead(raw: string | null | undefined): boolean {
  if (!raw) return true;
  try {
    const data: unknown = JSON.parse(raw);
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { version?: unknown }).version === version &&
      typeof (data as { autoRead?: unknown }).autoRead === 'boolean'
    ) {
      return (data as { autoRead: boolean }).autoRead;
    }
  } catch {
    // Not JSON: fall through to the default.
  }
  return true;
}

/** The stored form of the read-aloud setting. */
export function serializeAutoRead(autoRead: boolean): string {
  return JSON.stringify({ version, autoRead });
}
