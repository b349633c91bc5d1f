import { createRevalidationBudget } from './revalidation-budget';

function budgetAt(options: Parameters<typeof createRevalidationBudget>[0] = {}) {
  let ms = 1_000_000;
  const budget = createRevalidationBudget({ perUser: { burst: 3, perSecond: 0.5 }, overall: { burst: 5, perSecond: 2 }, ...options, now: () => ms });
  return { budget, wait: (seconds: number) => (ms += seconds * 1000) };
}

const takeMany = (take: () => unknown, times: number) => Array.from({ length: times }, take);

describe('the refresh allowance', () => {
  it('lets a user have a burst, then refuses with the seconds until the next one', () => {
    const { budget, wait } = budgetAt();
    expect(takeMany(() => budget.take('ada'), 3)).toEqual([null, null, null]);
    expect(budget.take('ada')).toEqual({ retryAfterSeconds: 2 });
    wait(1);
    expect(budget.take('ada')).toEqual({ retryAfterSeconds: 1 });
    wait(1);
    expect(budget.take('ada')).toBeNull();
    expect(budget.take('ada')).toEqual({ retryAfterSeconds: 2 });
  });

  it('spends nothing on a refused refresh', () => {
    const { budget, wait } = budgetAt();
    takeMany(() => budget.take('ada'), 3);
    // Asking over and over while refused does not push the next one further away.
    takeMany(() => budget.take('ada'), 50);
    wait(2);
    expect(budget.take('ada')).toBeNull();
  });

  it('bounds all users together: many accounts add up to no more than the overall allowance', () => {
    const { budget, wait } = budgetAt();
    const answers = Array.from({ length: 20 }, (_, index) => budget.take(`user-${index}`));
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers[5]).toEqual({ retryAfterSeconds: 1 });
    wait(1);
    // Two a second come back, for whoever asks first.
    expect(takeMany(() => budget.take('someone-new'), 3)).toEqual([null, null, { retryAfterSeconds: 1 }]);
  });

  it('forgets the least recently seen users beyond its size, which the overall allowance still bounds', () => {
    const { budget } = budgetAt({ maxUsers: 2, overall: { burst: 100, perSecond: 2 } });
    takeMany(() => budget.take('ada'), 3);
    expect(budget.take('ada')).not.toBeNull();
    budget.take('bob');
    budget.take('cy');
    // Ada was forgotten, so she starts full again.
    expect(budget.take('ada')).toBeNull();
  });

  it('takes user ids that are inherited property names like any other', () => {
    const { budget } = budgetAt();
    expect(takeMany(() => budget.take('__proto__'), 3)).toEqual([null, null, null]);
    expect(budget.take('__proto__')).not.toBeNull();
    expect(budget.take('constructor')).toBeNull();
  });
});
