import { createAcknowledgements } from './acknowledgements';

describe('waiting for the instances’ answers', () => {
  it('ends once every notice has an answer from each instance expected, counting a repeated answer once', async () => {
    const acks = createAcknowledgements();
    const wait = acks.await(['n1', 'n2'], 5000);
    // Answers may arrive before the instances are counted.
    acks.receive('n1', 'a');
    acks.receive('n1', 'a');
    wait.setExpected(2);
    let isDone = false;
    void wait.outcome.then(() => (isDone = true));
    acks.receive('n1', 'b');
    acks.receive('n2', 'a');
    await Promise.resolve();
    expect(isDone).toBe(false);
    acks.receive('n2', 'b');
    expect(await wait.outcome).toEqual({ answered: 2, expected: 2, isTimedOut: false });
  });

  it('gives up after the timeout, saying how many answered', async () => {
    const acks = createAcknowledgements();
    const wait = acks.await(['n'], 30);
    wait.setExpected(3);
    acks.receive('n', 'a');
    acks.receive('other', 'b');
    expect(await wait.outcome).toEqual({ answered: 1, expected: 3, isTimedOut: true });
  });

  it('does not wait when the instances could not be counted, nor for answers to nothing', async () => {
    const acks = createAcknowledgements();
    const unknown = acks.await(['n'], 5000);
    unknown.setExpected(null);
    expect(await unknown.outcome).toEqual({ answered: 0, expected: null, isTimedOut: false });
    const none = acks.await(['m'], 5000);
    none.setExpected(0);
    expect((await none.outcome).isTimedOut).toBe(false);
  });
});
