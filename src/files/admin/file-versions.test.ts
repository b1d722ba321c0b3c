import {
	deletedMessage,
	failureMessage,
	restoredMessage,
	versionFacts,
	withoutVersion,
} from './file-versions';
import { formatDate } from './format';
import type { FileVersion } from './history-api';

/**
 * An earlier version as the API lists it.
 *
 * @param id   Its number.
 * @param more Fields to set.
 * @return The version.
 */
function version( id: number, more: Partial< FileVersion > = {} ): FileVersion {
	return {
		id,
		name: `plan-v${ id }.pdf`,
		ext: 'pdf',
		mime: 'application/pdf',
		size: 12 * 1024,
		version: '',
		replaced: '2026-05-01T10:00:00',
		replaced_by: { id: 0, name: '' },
		...more,
	};
}

describe( 'versionFacts', () => {
	const day = formatDate( '2026-05-01T10:00:00' );

	it( 'says the size, the version label and who replaced it when', () => {
		expect(
			versionFacts(
				version( 1, {
					version: '1.2',
					replaced_by: { id: 3, name: 'Erin' },
				} )
			)
		).toBe( `12 KB · version 1.2 · replaced ${ day } by Erin` );
	} );

	it( 'leaves out a missing label and a person who is gone', () => {
		expect( versionFacts( version( 1 ) ) ).toBe(
			`12 KB · replaced ${ day }`
		);
	} );
} );

describe( 'notices', () => {
	it( 'name the version restored or deleted', () => {
		expect( restoredMessage( 'plan-v1.pdf' ) ).toEqual( {
			status: 'success',
			text: '“plan-v1.pdf” is the file again. The file it replaced is now the newest earlier version.',
		} );
		expect( deletedMessage( 'plan-v1.pdf' ) ).toEqual( {
			status: 'success',
			text: 'The earlier version “plan-v1.pdf” was deleted.',
		} );
	} );

	it( 'give the server’s reason for a failure, or say it was not reached', () => {
		expect(
			failureMessage( { code: 'nope', message: 'Sorry, <b>no</b>.' } )
		).toEqual( { status: 'error', text: 'Sorry, no.' } );
		expect( failureMessage( new TypeError( '' ) ) ).toEqual( {
			status: 'error',
			text: 'The server could not be reached.',
		} );
	} );
} );

describe( 'withoutVersion', () => {
	it( 'drops the deleted version and keeps the order of the rest', () => {
		const list = [ version( 3 ), version( 2 ), version( 1 ) ];
		expect( withoutVersion( list, 2 ).map( ( item ) => item.id ) ).toEqual(
			[ 3, 1 ]
		);
		expect( list ).toHaveLength( 3 );
	} );

	it( 'gives an empty list when none had loaded', () => {
		expect( withoutVersion( null, 2 ) ).toEqual( [] );
	} );
} );
