import { briefToFormValues, emptyBriefForm, EMPTY_BODY_MESSAGE, formValuesToBriefInput, hasRichContent, validateBriefForm, type MyBrief } from './brief-form';

const valid = { ...emptyBriefForm(), title: 'On Discipline', description: 'A short one.', categories: 'Discipline' };

describe('the brief form', () => {
  it('lets a draft be saved without a body', () => {
    expect(validateBriefForm(valid)).toEqual({});
  });

  it('asks for a body before publishing, an empty editor included', () => {
    expect(validateBriefForm({ ...valid, status: 'PUBLISHED', longDescription: '<p></p>' }).longDescription).toBe(EMPTY_BODY_MESSAGE);
    expect(validateBriefForm({ ...valid, status: 'PUBLISHED', longDescription: '<p>Words.</p>' })).toEqual({});
  });

  it('requires title, summary and a known category, and caps the tags', () => {
    const errors = validateBriefForm({ ...valid, title: '', description: '', categories: 'Gossip', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') });
    expect(errors).toMatchObject({ title: 'This field is required', description: 'This field is required', categories: 'Choose a category from the list', tags: 'Please give at most 10 tags' });
  });

  it('sanitizes the body on save: scripts, event handlers and javascript: links go', () => {
    const input = formValuesToBriefInput({
      ...valid,
      longDescription: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="x()">',
    });
    expect(input.longDescription).toBe('<p>Hi <a rel="noopener noreferrer nofollow">there</a></p><img src="https://cdn.example.com/a.png" />');
  });

  it('stores an empty body as none and splits the tag lists', () => {
    const input = formValuesToBriefInput({ ...valid, longDescription: '<p> </p>', tags: 'Reach, reach, Strategy', warfareTags: 'Censorship' });
    expect(input).toMatchObject({ longDescription: null, tags: ['Reach', 'Strategy'], warfareTags: ['Censorship'], thumbnail: null, status: 'DRAFT' });
  });

  it('counts a picture as content', () => {
    expect(hasRichContent('<p><img src="https://a.example/b.png"></p>')).toBe(true);
  });

  it('fills the form from a stored brief', () => {
    const values = briefToFormValues({ title: 'T', description: 'D', categories: 'Power', tags: ['a', null, 'b'], warfareTags: null, thumbnail: null, longDescription: '<p>x</p>', status: 'PUBLISHED' } as unknown as MyBrief);
    expect(values).toEqual({ title: 'T', description: 'D', categories: 'Power', tags: 'a, b', warfareTags: '', thumbnail: '', longDescription: '<p>x</p>', status: 'PUBLISHED' });
  });
});
