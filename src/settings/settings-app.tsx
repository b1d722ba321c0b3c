/**
 * The settings app: module switches and the uninstall opt-in, read from and saved to the REST
 * settings endpoint (/wp/v2/settings), which checks the capability, the nonce and the schema.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../shared/api-error';
import { LanguageSettingsCard } from '../language/settings/language-settings-card';
import { languageProblemMessages } from '../language/settings/language-problem-messages';
import {
	languagePayload,
	languageProblems,
	readLanguageSettings,
	type LanguageSettings,
} from '../language/settings/language-values';
import { SearchSettingsCard } from '../search/settings/search-settings-card';
import {
	readSearchSettings,
	type SearchSettings,
} from '../search/settings/search-values';
import type { ModuleDescription, SettingsPageData, Switches } from './types';

const SETTINGS_PATH = '/wp/v2/settings';
const MODULES_PATH = '/frontage/v1/modules';
/** The File search module's option; in the settings only while the module is on. */
const SEARCH_OPTION = 'frontage_search';
/** The Language module's option; the same. */
const LANGUAGE_OPTION = 'frontage_language';

interface Notification {
	status: 'success' | 'error';
	message: string;
}

interface Values {
	switches: Switches;
	deleteData: boolean;
	/** Null while the File search module is off. */
	search: SearchSettings | null;
	/** Null while the Language module is off. */
	language: LanguageSettings | null;
}

export function SettingsApp( { data }: { data: SettingsPageData } ) {
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

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the server's error message. */
					__(
						'Frontage settings could not be loaded: %s',
						'frontage'
					),
					loadError
				) }
			</Notice>
		);
	}
	if ( ! values ) {
		return (
			<p className="frontage-settings__loading">
				<Spinner /> { __( 'Loading settings…', 'frontage' ) }
			</p>
		);
	}

	const problems = values.language
		? languageProblems( values.language, languageProblemMessages() )
		: {};

	const save = async () => {
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
				data: {
					[ data.optionModules ]: values.switches,
					[ data.optionDeleteData ]: values.deleteData,
					...( values.search
						? { [ SEARCH_OPTION ]: values.search }
						: {} ),
					...( values.language
						? {
								[ LANGUAGE_OPTION ]: languagePayload(
									values.language
								),
							}
						: {} ),
				},
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

	return (
		<form
			className="frontage-settings"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			{ notice && (
				<Notice
					status={ notice.status }
					onRemove={ () => setNotice( null ) }
				>
					{ notice.message }
				</Notice>
			) }
			<Card>
				<CardHeader>
					<h2>{ __( 'Modules', 'frontage' ) }</h2>
				</CardHeader>
				<CardBody>
					<p>
						{ __(
							'A module that is switched off adds nothing to your site: no blocks, no scripts, no screens. Its content is kept.',
							'frontage'
						) }
					</p>
					{ modules.map( ( module ) => (
						<ToggleControl
							key={ module.slug }
							label={ module.label }
							help={ module.description }
							checked={ values.switches[ module.slug ] ?? true }
							onChange={ ( checked: boolean ) =>
								setValues( {
									...values,
									switches: {
										...values.switches,
										[ module.slug ]: checked,
									},
								} )
							}
						/>
					) ) }
				</CardBody>
			</Card>
			{ values.search && (
				<SearchSettingsCard
					value={ values.search }
					onChange={ ( search ) =>
						setValues( { ...values, search } )
					}
				/>
			) }
			{ values.language && (
				<LanguageSettingsCard
					value={ values.language }
					problems={ problems }
					onChange={ ( language ) =>
						setValues( { ...values, language } )
					}
				/>
			) }
			<Card>
				<CardHeader>
					<h2>{ __( 'When Frontage is deleted', 'frontage' ) }</h2>
				</CardHeader>
				<CardBody>
					<ToggleControl
						label={ __(
							'Delete all Frontage data when the plugin is deleted',
							'frontage'
						) }
						help={ __(
							'Files, categories, popups and settings are removed for good. Leave off to keep them for a reinstall.',
							'frontage'
						) }
						checked={ values.deleteData }
						onChange={ ( checked: boolean ) =>
							setValues( { ...values, deleteData: checked } )
						}
					/>
				</CardBody>
			</Card>
			<Button
				variant="primary"
				type="submit"
				isBusy={ saving }
				disabled={ saving }
				className="frontage-settings__save"
			>
				{ saving
					? __( 'Saving…', 'frontage' )
					: __( 'Save settings', 'frontage' ) }
			</Button>
		</form>
	);
}

/**
 * The app's values from a /wp/v2/settings response.
 *
 * @param settings The response body.
 * @param data     Option names, from the page.
 * @return The switches, the uninstall opt-in, the search and the language settings.
 */
function readValues(
	settings: Record< string, unknown >,
	data: SettingsPageData
): Values {
	const stored = settings[ data.optionModules ];
	return {
		switches:
			stored && typeof stored === 'object' ? ( stored as Switches ) : {},
		deleteData: settings[ data.optionDeleteData ] === true,
		search: readSearchSettings( settings[ SEARCH_OPTION ] ),
		language: readLanguageSettings( settings[ LANGUAGE_OPTION ] ),
	};
}
