/**
 * The settings app's state: the modules and values loaded from the REST API, and saving them back
 * to /wp/v2/settings (which checks the capability, the nonce and the schema) with the notice
 * that says how it went.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../shared/api-error';
import type { LanguageProblems } from '../language/settings/language-values';
import { readValues, settingsPayload, type Values } from './settings-values';
import type { ModuleDescription, SettingsPageData } from './types';

const SETTINGS_PATH = '/wp/v2/settings';
const MODULES_PATH = '/frontage/v1/modules';

export interface Notification {
	status: 'success' | 'error';
	message: string;
}

/**
 * Loads the modules and the values once, and saves them on demand.
 *
 * @param data Option names, from the page.
 */
export function useSettings( data: SettingsPageData ) {
	const [ modules, setModules ] = useState< ModuleDescription[] >( [] );
	const [ values, setValues ] = useState< Values | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< Notification | null >( null );

	useEffect( () => {
		Promise.all( [
			apiFetch< ModuleDescription[] >( { path: MODULES_PATH } ),
			apiFetch< Record< string, unknown > >( { path: SETTINGS_PATH } ),
		] )
			.then( ( [ moduleList, settings ] ) => {
				setModules( moduleList );
				setValues( readValues( settings, data ) );
			} )
			.catch( ( error: unknown ) =>
				setLoadError(
					apiErrorMessage(
						error,
						__( 'The settings could not be loaded.', 'frontage' )
					)
				)
			);
	}, [ data ] );

	/**
	 * Saves the values, unless a field is wrong.
	 *
	 * @param current  The values shown.
	 * @param problems What is wrong with them, by field.
	 */
	const save = async ( current: Values, problems: LanguageProblems ) => {
		if ( Object.keys( problems ).length ) {
			setNotice( {
				status: 'error',
				message: __(
					'Settings were not saved: fix the fields marked below.',
					'frontage'
				),
			} );
			return;
		}
		setSaving( true );
		setNotice( null );
		try {
			const saved = await apiFetch< Record< string, unknown > >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: settingsPayload( current, data ),
			} );
			setValues( readValues( saved, data ) );
			setNotice( {
				status: 'success',
				message: __(
					'Settings saved. Switched modules take effect on the next page load.',
					'frontage'
				),
			} );
		} catch ( error ) {
			// The form keeps what the owner chose, so nothing is lost: they can fix and save again.
			setNotice( {
				status: 'error',
				message: sprintf(
					/* translators: %s: the server's error message. */
					__( 'Settings were not saved: %s', 'frontage' ),
					apiErrorMessage(
						error,
						__( 'The server could not be reached.', 'frontage' )
					)
				),
			} );
		} finally {
			setSaving( false );
		}
	};

	return {
		modules,
		values,
		setValues,
		loadError,
		saving,
		notice,
		setNotice,
		save,
	};
}
