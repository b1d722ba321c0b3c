import { apiErrorMessage } from './api-error';

describe( 'apiErrorMessage', () => {
	const fallback = 'The request failed.';

	it( 'shows the message of a REST error body', () => {
		expect(
			apiErrorMessage(
				{
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): frontage_modules',
					data: { status: 400 },
				},
				fallback
			)
		).toBe( 'Invalid parameter(s): frontage_modules' );
	} );

	it( 'removes markup from the message', () => {
		expect(
			apiErrorMessage(
				{
					message:
						'<strong>Error:</strong> Sorry, you are not allowed.',
				},
				fallback
			)
		).toBe( 'Error: Sorry, you are not allowed.' );
	} );

	it( 'names the code when there is no message', () => {
		expect( apiErrorMessage( { code: 'fetch_error' }, fallback ) ).toBe(
			'The request failed. (fetch_error)'
		);
	} );

	it( 'uses the message of a thrown Error', () => {
		expect( apiErrorMessage( new Error( 'Network down' ), fallback ) ).toBe(
			'Network down'
		);
	} );

	it.each( [ null, undefined, 42, '', {}, { message: '  ' } ] )(
		'falls back for %p',
		( value ) => {
			expect( apiErrorMessage( value, fallback ) ).toBe( fallback );
		}
	);
} );
