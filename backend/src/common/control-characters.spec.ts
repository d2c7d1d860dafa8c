import { requestAddressProblem } from './control-characters';

describe('control characters in the address', () => {
  it('refuses NUL, other C0 control characters and DEL in query values, naming the parameter', () => {
    for (const value of ['\u0000', 'a\u0000b', '\u0001', 'x\u001f', '\u007f', 'line\nbreak', 'tab\there']) {
      expect(requestAddressProblem({ query: { merchant: value }, params: {} })).toEqual({
        field: 'merchant',
        message: 'The query parameter "merchant" contains a control character (such as NUL), which is not allowed.',
      });
    }
    expect(requestAddressProblem({ query: { kind: ['sale', 'a\u0000'] }, params: {} })?.field).toBe('kind');
  });

  it('refuses them in path parameters and in parameter names', () => {
    expect(requestAddressProblem({ query: {}, params: { id: '1\u0000' } })?.message).toBe(
      'The address contains a control character (such as NUL) in "id", which is not allowed.',
    );
    expect(requestAddressProblem({ query: { 'a\u0000': '1' }, params: {} })?.message).toBe(
      'A query parameter name contains a control character (such as NUL), which is not allowed.',
    );
  });

  it('lets every printable value through, other scripts and emoji included', () => {
    expect(requestAddressProblem({ query: { q: 'Luna Bay 👗 ǅ ñ %00', page: '2', tags: ['a', 'b'] }, params: { id: '12' } })).toBeNull();
    expect(requestAddressProblem({ query: undefined, params: undefined })).toBeNull();
  });
});
