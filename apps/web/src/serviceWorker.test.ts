import {
  applyUpdate,
  isUpdateWaiting,
  subscribeToUpdate,
  watchRegistration,
} from './serviceWorker';

/** A worker that records its messages and can change state. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version starts installing. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** It has installed and now waits. */
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: FakeWorker | null) {
    super();
  }
}

const asRegistration = (registration: FakeRegistration) =>
  registration as unknown as ServiceWorkerRegistration;
const asContainer = (container: FakeContainer) => container as unknown as ServiceWorkerContainer;

describe('watchRegistration', () => {
  it('reports nothing on the first install (no version controls the page yet)', () => {
    const registration = new FakeRegistration();
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdate(listener);
    watchRegistration(asRegistration(registration), asContainer(new FakeContainer(null)));
    const first = new FakeWorker();
    registration.find(first);
    registration.installed(first);
    expect(isUpdateWaiting()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('reports a new version once it has installed next to the controlling one', () => {
    const registration = new FakeRegistration();
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdate(listener);
    watchRegistration(
      asRegistration(registration),
      asContainer(new FakeContainer(new FakeWorker())),
    );
    const next = new FakeWorker();
    registration.find(next);
    expect(isUpdateWaiting()).toBe(false);
    registration.installed(next);
    expect(isUpdateWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('applyUpdate', () => {
  it('asks the waiting version to take over and reloads only when it controls the page', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(new FakeWorker());
    const next = new FakeWorker();
    registration.waiting = next;
    watchRegistration(asRegistration(registration), asContainer(container));
    expect(isUpdateWaiting()).toBe(true);

    const reload = vi.fn();
    applyUpdate(asContainer(container), reload);
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
