import {
	deletedMessage,
	failuresMessage,
	moveDestination,
	movedMessage,
} from './bulk-messages';
import type { Category } from './types';

const categories = [
	{ id: 3, name: 'Reports', parent: 0, position: 0 },
] as Category[];

describe( 'bulk action messages', () => {
	it( 'say how many files moved and where', () => {
		expect( movedMessage( 1, moveDestination( categories, 3 ) ) ).toBe(
			'1 file moved to “Reports”.'
		);
		expect( movedMessage( 2, moveDestination( categories, 0 ) ) ).toBe(
			'2 files moved to no category.'
		);
	} );

	it( 'say how many files were deleted', () => {
		expect( deletedMessage( 1 ) ).toBe( '1 file deleted.' );
		expect( deletedMessage( 5 ) ).toBe( '5 files deleted.' );
	} );

	it( 'name each failed file with the server’s reason, by id when it is gone', () => {
		expect(
			failuresMessage(
				'Some files were not moved.',
				[
					{ id: 7, message: 'Not allowed.' },
					{ id: 9, message: 'Gone.' },
				],
				[ { id: 7, title: 'Plan' } ]
			)
		).toBe( 'Some files were not moved. “Plan”: Not allowed. “9”: Gone.' );
	} );
} );
