import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput } from '@vaultline/ui';

function setup() {
  const onChange = jest.fn();
  render(<CodeInput label="Verification code" onChange={onChange} />);
  const boxes = screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
  return { onChange, boxes, user: userEvent.setup() };
}

describe('CodeInput', () => {
  it('has six labelled boxes in a named group', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAccessibleName('Digit 1 of 6');
  });

  it('moves to the next box as digits are typed and reports the code', async () => {
    const { boxes, user, onChange } = setup();
    await user.click(boxes[0]);
    await user.keyboard('123');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '',
      '',
      '',
    ]);
    expect(boxes[3]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('ignores anything that is not a digit', async () => {
    const { boxes, user, onChange } = setup();
    await user.click(boxes[0]);
    await user.keyboard('a');
    expect(boxes[0]).toHaveValue('');
    expect(boxes[0]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const { boxes, user, onChange } = setup();
    await user.click(boxes[0]);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1]).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('fills every box from a pasted six-digit code', async () => {
    const { boxes, user, onChange } = setup();
    await user.click(boxes[2]);
    await user.paste('48 20 19');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '0',
      '1',
      '9',
    ]);
    expect(onChange).toHaveBeenLastCalledWith('482019');
    expect(boxes[5]).toHaveFocus();
  });

  it('replaces a digit typed over', async () => {
    const { boxes, user, onChange } = setup();
    await user.click(boxes[0]);
    await user.keyboard('12');
    await user.click(boxes[0]);
    await user.keyboard('7');
    expect(boxes[0]).toHaveValue('7');
    expect(onChange).toHaveBeenLastCalledWith('72');
  });
});
