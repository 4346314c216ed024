// The shared setup (jest-dom, cleanup, wait ceilings, jsdom gaps); nothing of words's own.
import '../../tooling/vitest.setup.dom';
