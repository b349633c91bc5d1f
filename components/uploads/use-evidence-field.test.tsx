/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useEvidenceField } from './use-evidence-field';

const PICTURE = 'picture-submissions/us-west-2:3f1c/evidence-lx2f-00a81k.png?v=9b2c0f';

function useBoundEvidence(initial: string) {
  const [value, setValue] = useState(initial);
  return { value, evidence: useEvidenceField({ value, onChange: setValue }) };
}

describe('useEvidenceField', () => {
  it('shows the text and the picture of a stored evidence apart', () => {
    const { result } = renderHook(() => useBoundEvidence(`The notice\n${PICTURE}`));
    expect(result.current.evidence).toMatchObject({ text: 'The notice', picture: PICTURE, pictureLength: PICTURE.length + 1 });
  });

  it('keeps text typed while an upload ran when the picture arrives', () => {
    const { result } = renderHook(() => useBoundEvidence(''));
    // The upload's callback was handed out before the creator typed.
    const setPictureWhenUploaded = result.current.evidence.setPicture;
    act(() => result.current.evidence.setText('Screenshot of the strike'));
    act(() => setPictureWhenUploaded(PICTURE));
    expect(result.current.value).toBe(`Screenshot of the strike\n${PICTURE}`);
  });

  it('removes the picture and leaves the text', () => {
    const { result } = renderHook(() => useBoundEvidence(`https://example.com/notice\n${PICTURE}`));
    act(() => result.current.evidence.setPicture(''));
    expect(result.current.value).toBe('https://example.com/notice');
  });
});
