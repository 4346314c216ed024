// The shared setup (jest-dom, cleanup, wait ceilings, jsdom gaps); nothing of reading's own.
import '../../tooling/vitest.setup.dom';
